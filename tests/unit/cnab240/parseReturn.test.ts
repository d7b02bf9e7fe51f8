import { describe, expect, it } from 'vitest';
import { buildCnab240Return, parseCnab240Return } from '../../../domain/cnab240';
import { join, put, sampleInput, sampleLines } from './fixtures';

// sample: 1 header de arquivo, 2 header de lote, 3–8 T/U of three titles, 9 trailer de lote,
// 10 trailer de arquivo

const problemsOf = (content: string) => {
  const result = parseCnab240Return(content);
  if (result.ok) throw new Error('expected problems, the file was accepted');
  return result.problems.map((problem) => problem.message);
};

const withLine = (lineNumber: number, change: (line: string) => string) => {
  const lines = sampleLines();
  lines[lineNumber - 1] = change(lines[lineNumber - 1]);
  return join(lines);
};

describe('parseCnab240Return on a valid file', () => {
  it('reads the header and every title with its values, exact to the cent', () => {
    const result = parseCnab240Return(buildCnab240Return(sampleInput()));
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    expect(result.file).toMatchObject({
      bankCode: '341',
      bankName: 'BANCO ITAU SA',
      companyDocument: '33247156000175',
      generatedOn: '2026-11-25',
      fileSequence: 42,
      lotCount: 1,
      recordCount: 10,
    });
    expect(result.file.titles).toHaveLength(3);
    expect(result.file.titles[0]).toMatchObject({
      lineNumber: 3,
      occurrenceCode: '06',
      occurrenceName: 'Liquidação',
      liquidation: true,
      note: null,
      ourNumber: '10000001',
      dueDate: '2026-11-30',
      faceValue: '1479.45',
      paidAmount: '1479.45',
      paidOn: '2026-11-24',
      creditedOn: '2026-11-25',
      payerName: 'CONSTRUTORA ALVORADA LTDA',
    });
    // 0,30 + 0,10 of interest: 0,40 (a binary float would say 0.39999999999999997)
    expect(result.file.titles[1]).toMatchObject({
      lineNumber: 5,
      occurrenceCode: '17',
      liquidation: true,
      faceValue: '0.30',
      interest: '0.10',
      paidAmount: '0.40',
    });
    expect(result.file.titles[2]).toMatchObject({
      lineNumber: 7,
      occurrenceCode: '09',
      liquidation: false,
      note: 'Movimento 09 (Baixa) não é liquidação; ignorado.',
      paidAmount: '0.00',
      paidOn: null,
    });
  });

  it('takes LF line ends and a file without a final line end as well', () => {
    const lines = sampleLines();
    expect(parseCnab240Return(lines.join('\n')).ok).toBe(true);
    expect(parseCnab240Return(`${lines.join('\n')}\n`).ok).toBe(true);
  });

  it('reads a file with two lots, counting each', () => {
    const input = sampleInput();
    const lines = sampleLines();
    const second = buildCnab240Return({ ...input, titles: input.titles.slice(0, 1) })
      .split('\r\n')
      .slice(1, 5)
      .map((line) => put(line, 4, '0002'));
    const twoLots = [...lines.slice(0, 9), ...second, put(lines[9], 18, '000002000014')];
    const result = parseCnab240Return(join(twoLots));
    if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'));
    expect(result.file.titles.map((title) => [title.lot, title.lineNumber])).toEqual([
      [1, 3],
      [1, 5],
      [1, 7],
      [2, 11],
    ]);
  });
});

describe('parseCnab240Return on a malformed file: every problem by line number', () => {
  it('an empty file', () => {
    expect(problemsOf('')).toEqual(['Linha 1: arquivo vazio.']);
  });

  it('a line that is not 240 characters long', () => {
    expect(problemsOf(withLine(4, (line) => line.slice(0, 239)))).toEqual([
      'Linha 4: tem 239 caracteres; o CNAB 240 exige 240 em cada linha.',
    ]);
  });

  it('a paid amount that is not a number', () => {
    expect(problemsOf(withLine(4, (line) => put(line, 78, '00000000000ABC4')))).toEqual([
      'Linha 4: valor pago inválido ("00000000000ABC4").',
    ]);
  });

  it('a due date that does not exist and a payment date that is not DDMMAAAA', () => {
    const lines = sampleLines();
    lines[2] = put(lines[2], 74, '31022026');
    lines[3] = put(lines[3], 138, '2026-11-');
    expect(problemsOf(join(lines))).toEqual([
      'Linha 3: data de vencimento inválida ("31022026").',
      'Linha 4: data da ocorrência (pagamento) inválida ("2026-11-").',
    ]);
  });

  it('a liquidation with nothing paid or no payment date', () => {
    const lines = sampleLines();
    lines[3] = put(lines[3], 78, '0'.repeat(15));
    lines[5] = put(lines[5], 138, '00000000');
    expect(problemsOf(join(lines))).toEqual([
      'Linha 4: valor pago zerado numa liquidação.',
      'Linha 6: data da ocorrência (pagamento) ausente numa liquidação.',
    ]);
  });

  it('a remessa instead of a return, and a lot that is not cobrança', () => {
    const lines = sampleLines();
    lines[0] = put(lines[0], 143, '1');
    lines[1] = put(put(lines[1], 9, 'R'), 10, '03');
    expect(problemsOf(join(lines))).toEqual([
      'Linha 1: o arquivo é de remessa, não de retorno (código remessa/retorno 1; esperado 2).',
      'Linha 2: o lote não é de retorno (tipo de operação "R"; esperado T).',
      'Linha 2: o lote não é de cobrança (tipo de serviço 03; esperado 01).',
    ]);
  });

  it('an unknown record type and a segment the return does not have', () => {
    const lines = sampleLines();
    lines[4] = put(lines[4], 8, '4');
    lines[5] = put(lines[5], 14, 'P');
    expect(problemsOf(join(lines))).toContain(
      'Linha 5: tipo de registro "4" desconhecido (esperado 0, 1, 3, 5 ou 9).',
    );
    expect(problemsOf(join(lines))).toContain(
      'Linha 6: segmento "P" não previsto no retorno de cobrança (esperado T ou U).',
    );
  });

  it('records out of order: no file header, a detail outside a lot, a T without its U', () => {
    const lines = sampleLines();
    expect(problemsOf(join(lines.slice(1)))[0]).toBe(
      'Linha 1: o arquivo não começa pelo header de arquivo (tipo 0).',
    );
    const detailFirst = [lines[0], lines[2], ...lines.slice(1)];
    expect(problemsOf(join(detailFirst))).toContain(
      'Linha 2: registro fora de ordem: detalhe (tipo 3) fora de um lote.',
    );
    const lonelyT = [...lines.slice(0, 3), ...lines.slice(4)];
    expect(problemsOf(join(lonelyT))).toContain('Linha 3: segmento T sem o segmento U seguinte.');
    const lonelyU = [...lines.slice(0, 2), ...lines.slice(3)];
    expect(problemsOf(join(lonelyU))).toContain(
      'Linha 3: segmento U sem o segmento T que o antecede.',
    );
  });

  it('a detail out of sequence, another bank, another lot', () => {
    const lines = sampleLines();
    lines[4] = put(lines[4], 9, '00009');
    lines[6] = put(lines[6], 1, '237');
    lines[7] = put(lines[7], 4, '0003');
    const problems = problemsOf(join(lines));
    expect(problems).toContain(
      'Linha 5: número sequencial do registro no lote 9 fora de ordem (esperado 3).',
    );
    expect(problems).toContain('Linha 7: código do banco 237 difere do header do arquivo (341).');
    expect(problems).toContain('Linha 8: número do lote 0003 difere do header de lote (0001).');
  });

  it("the trailers' counts: records of the lot, lots and records of the file", () => {
    const lines = sampleLines();
    lines[8] = put(lines[8], 18, '000007');
    lines[9] = put(lines[9], 18, '000003000011');
    expect(problemsOf(join(lines))).toEqual([
      'Linha 9: quantidade de registros do lote informada (7) difere da contada (8).',
      'Linha 10: quantidade de lotes informada (3) difere da contada (1).',
      'Linha 10: quantidade de registros do arquivo informada (11) difere da contada (10).',
    ]);
  });

  it('a count that is not a number is reported as such, not compared', () => {
    expect(problemsOf(withLine(9, (line) => put(line, 18, '00000A')))).toEqual([
      'Linha 9: quantidade de registros do lote inválida ("00000A").',
    ]);
  });

  it('a file cut short, and lines after the file trailer', () => {
    const lines = sampleLines();
    expect(problemsOf(join(lines.slice(0, 8)))).toEqual([
      'Linha 8: o arquivo termina sem o trailer de arquivo (tipo 9).',
    ]);
    expect(problemsOf(join([...lines, lines[2]]))).toEqual([
      'Linha 11: registro depois do trailer de arquivo.',
    ]);
    const noLotTrailer = [...lines.slice(0, 8), put(lines[9], 24, '000009')];
    expect(problemsOf(join(noLotTrailer))).toEqual([
      'Linha 9: trailer de arquivo com o lote 0001 aberto (falta o trailer de lote).',
    ]);
  });

  it('collects every problem of the file at once, in line order, and answers no title', () => {
    const lines = sampleLines();
    lines[5] = put(lines[5], 78, 'XXXXXXXXXXXXXXX');
    lines[2] = put(lines[2], 82, '12345678901234A');
    const result = parseCnab240Return(join(lines));
    expect(result.ok).toBe(false);
    expect('file' in result).toBe(false);
    expect(problemsOf(join(lines))).toEqual([
      'Linha 3: valor nominal do título inválido ("12345678901234A").',
      'Linha 6: valor pago inválido ("XXXXXXXXXXXXXXX").',
    ]);
  });
});
