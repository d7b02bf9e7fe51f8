import Decimal from 'decimal.js';
import {
  COLLECTION_SERVICE,
  LINE_LENGTH,
  RecordType,
  recordTypeNames,
  RETURN_FILE_CODE,
  RETURN_LOT_OPERATION,
} from './layout';
import { isLiquidation, occurrenceName } from './occurrences';
import {
  readControl,
  readDetailHead,
  readFileHeader,
  readFileTrailer,
  readLotHeader,
  readLotTrailer,
  readSegmentT,
  readSegmentU,
} from './records';

/** A problem of the file, by line ("Linha 7: valor pago inválido ("00000000000ABC")"). */
export interface CnabProblem {
  lineNumber: number;
  message: string;
}

/** One title of the return (its T and U segments), values as read. */
export interface CnabTitle {
  /** The line of its segment T (its U is the next). */
  lineNumber: number;
  lot: number;
  occurrenceCode: string;
  occurrenceName: string;
  /** 06 or 17: the title was paid. */
  liquidation: boolean;
  /** Why a movement that is not a liquidation settles nothing. */
  note: string | null;
  /** Positions 38–57 trimmed, as shown. */
  ourNumber: string;
  /**
   * Positions 38–57 untrimmed: each bank lays its nosso número out in them its own way
   * (domain/boleto/banks.ts ourNumberOfReturn reads it).
   */
  ourNumberField: string;
  carteira: string;
  documentNumber: string;
  dueDate: string | null;
  faceValue: string;
  paidAmount: string;
  netCredit: string;
  interest: string;
  discount: string;
  abatement: string;
  iof: string;
  /** ISO day of payment (data da ocorrência). */
  paidOn: string | null;
  creditedOn: string | null;
  payerName: string;
}

export interface CnabReturn {
  bankCode: string;
  bankName: string;
  companyDocument: string;
  companyName: string;
  generatedOn: string | null;
  fileSequence: number;
  layoutVersion: string;
  lotCount: number;
  recordCount: number;
  titles: CnabTitle[];
}

export type CnabParseResult =
  { ok: true; file: CnabReturn } | { ok: false; problems: CnabProblem[] };

type PendingT = Omit<
  CnabTitle,
  | 'paidAmount'
  | 'netCredit'
  | 'interest'
  | 'discount'
  | 'abatement'
  | 'iof'
  | 'paidOn'
  | 'creditedOn'
>;

const pad4 = (lot: number) => String(lot).padStart(4, '0');

/** The lines of the file: CRLF or LF ends; one final line end is not an empty line. */
const splitLines = (content: string) => {
  const lines = content.split(/\r?\n/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/**
 * Reads a FEBRABAN CNAB 240 return file of "cobrança" (layout 10.x): header de arquivo,
 * lots of header de lote, T/U detail pairs and trailer de lote, trailer de arquivo. Checks every
 * line's length, the records' types and order, the lots' numbering, the details' sequence,
 * every numeric field, money field and DDMMAAAA date read, and the counts the trailers declare.
 * Never throws on content: every problem is collected with its line number, and a file with
 * any problem answers none of its titles (nothing of a broken file may settle a slip).
 * Read the bytes as latin1 so that one byte is one position.
 */
export const parseCnab240Return = (content: string): CnabParseResult => {
  const problems: CnabProblem[] = [];
  const problem = (lineNumber: number, message: string) =>
    problems.push({ lineNumber, message: `Linha ${lineNumber}: ${message}` });
  const lines = splitLines(content);
  if (lines.length === 0) {
    problem(1, 'arquivo vazio.');
    return { ok: false, problems };
  }

  let header: ReturnType<typeof readFileHeader> | undefined;
  let bankCode = '';
  // where the reading stands: before the header, between lots, inside a lot, after the trailer
  let place = 'start' as 'start' | 'between' | 'lot' | 'end';
  let lot: { number: number; records: number } | undefined;
  let lotCount = 0;
  let nextSequence = 1;
  let pending: PendingT | undefined;
  const titles: CnabTitle[] = [];

  const closePending = () => {
    if (pending) problem(pending.lineNumber, 'segmento T sem o segmento U seguinte.');
    pending = undefined;
  };
  const outOfPlace = (n: number, type: string, where: string) =>
    problem(n, `registro fora de ordem: ${recordTypeNames[type]} ${where}.`);

  const detail = (line: string, n: number, report: (message: string) => void) => {
    const head = readDetailHead(line, report);
    if (head.sequence !== nextSequence && head.sequence >= 0) {
      problem(
        n,
        `número sequencial do registro no lote ${head.sequence} fora de ordem (esperado ${nextSequence}).`,
      );
    }
    nextSequence = head.sequence >= 0 ? head.sequence + 1 : nextSequence + 1;
    if (head.segment === 'T') {
      closePending();
      pending = {
        ...readSegmentT(line, report),
        lineNumber: n,
        lot: lot?.number ?? 0,
        occurrenceCode: head.occurrenceCode,
        occurrenceName: occurrenceName(head.occurrenceCode),
        liquidation: isLiquidation(head.occurrenceCode),
        note: isLiquidation(head.occurrenceCode)
          ? null
          : `Movimento ${head.occurrenceCode} (${occurrenceName(head.occurrenceCode)}) não é liquidação; ignorado.`,
      };
    } else if (head.segment === 'U') {
      if (!pending) {
        problem(n, 'segmento U sem o segmento T que o antecede.');
        return;
      }
      const before = problems.length;
      const paid = readSegmentU(line, report);
      const readable = problems.length === before;
      if (head.occurrenceCode !== pending.occurrenceCode) {
        problem(
          n,
          `código de movimento ${head.occurrenceCode} difere do segmento T da linha ${pending.lineNumber} (${pending.occurrenceCode}).`,
        );
      }
      if (readable && pending.liquidation && new Decimal(paid.paidAmount).lte(0)) {
        problem(n, 'valor pago zerado numa liquidação.');
      }
      if (readable && pending.liquidation && !paid.paidOn) {
        problem(n, 'data da ocorrência (pagamento) ausente numa liquidação.');
      }
      titles.push({ ...pending, ...paid });
      pending = undefined;
    } else if (head.segment !== 'Y') {
      // segment Y (cheques, sacador avalista) may follow U in some banks' returns: nothing to settle
      problem(
        n,
        `segmento "${head.segment}" não previsto no retorno de cobrança (esperado T ou U).`,
      );
    }
  };

  lines.forEach((line, index) => {
    const n = index + 1;
    const type = line.charAt(7);
    if (line.length !== LINE_LENGTH) {
      problem(n, `tem ${line.length} caracteres; o CNAB 240 exige ${LINE_LENGTH} em cada linha.`);
      // still counted where it stands, so the trailers are not blamed for it
      if (place === 'start') place = 'between';
      if (lot) lot.records += 1;
      if (type === RecordType.Detail) nextSequence += 1;
      pending = undefined;
      return;
    }
    if (place === 'end') {
      problem(n, 'registro depois do trailer de arquivo.');
      return;
    }
    if (place === 'start' && type !== RecordType.FileHeader) {
      problem(n, 'o arquivo não começa pelo header de arquivo (tipo 0).');
      place = 'between';
    }
    const report = (message: string) => problem(n, `${message}.`);
    const control = readControl(line, report);
    if (header && control.bankCode && control.bankCode !== bankCode) {
      problem(n, `código do banco ${control.bankCode} difere do header do arquivo (${bankCode}).`);
    }
    switch (type) {
      case RecordType.FileHeader: {
        if (place !== 'start') {
          outOfPlace(n, type, 'depois do início do arquivo');
          return;
        }
        header = readFileHeader(line, report);
        bankCode = control.bankCode;
        if (header.fileCode && header.fileCode !== RETURN_FILE_CODE) {
          problem(
            n,
            `o arquivo é de remessa, não de retorno (código remessa/retorno ${header.fileCode}; esperado ${RETURN_FILE_CODE}).`,
          );
        }
        if (control.lot !== 0 && control.lot >= 0)
          problem(n, 'o header de arquivo deve ter lote 0000.');
        place = 'between';
        return;
      }
      case RecordType.LotHeader: {
        if (place === 'lot') {
          closePending();
          problem(n, `header de lote sem o trailer do lote ${pad4(lot?.number ?? 0)}.`);
        }
        lotCount += 1;
        if (control.lot >= 0 && control.lot !== lotCount) {
          problem(
            n,
            `número do lote ${pad4(control.lot)} fora de sequência (esperado ${pad4(lotCount)}).`,
          );
        }
        const lotHead = readLotHeader(line, report);
        if (lotHead.operation !== RETURN_LOT_OPERATION) {
          problem(
            n,
            `o lote não é de retorno (tipo de operação "${lotHead.operation}"; esperado ${RETURN_LOT_OPERATION}).`,
          );
        }
        if (lotHead.service && lotHead.service !== COLLECTION_SERVICE) {
          problem(
            n,
            `o lote não é de cobrança (tipo de serviço ${lotHead.service}; esperado ${COLLECTION_SERVICE}).`,
          );
        }
        lot = { number: control.lot, records: 1 };
        nextSequence = 1;
        place = 'lot';
        return;
      }
      case RecordType.Detail:
      case RecordType.LotTrailer: {
        if (place !== 'lot' || !lot) {
          outOfPlace(n, type, 'fora de um lote');
          return;
        }
        lot.records += 1;
        if (control.lot >= 0 && control.lot !== lot.number) {
          problem(
            n,
            `número do lote ${pad4(control.lot)} difere do header de lote (${pad4(lot.number)}).`,
          );
        }
        if (type === RecordType.Detail) {
          detail(line, n, report);
          return;
        }
        closePending();
        const trailer = readLotTrailer(line, report);
        if (trailer.recordCount >= 0 && trailer.recordCount !== lot.records) {
          problem(
            n,
            `quantidade de registros do lote informada (${trailer.recordCount}) difere da contada (${lot.records}).`,
          );
        }
        lot = undefined;
        place = 'between';
        return;
      }
      case RecordType.FileTrailer: {
        if (place === 'lot') {
          closePending();
          problem(
            n,
            `trailer de arquivo com o lote ${pad4(lot?.number ?? 0)} aberto (falta o trailer de lote).`,
          );
        }
        const trailer = readFileTrailer(line, report);
        if (control.lot >= 0 && control.lot !== 9999)
          problem(n, 'o trailer de arquivo deve ter lote 9999.');
        if (trailer.lotCount >= 0 && trailer.lotCount !== lotCount) {
          problem(
            n,
            `quantidade de lotes informada (${trailer.lotCount}) difere da contada (${lotCount}).`,
          );
        }
        if (trailer.recordCount >= 0 && trailer.recordCount !== n) {
          problem(
            n,
            `quantidade de registros do arquivo informada (${trailer.recordCount}) difere da contada (${n}).`,
          );
        }
        place = 'end';
        return;
      }
      default:
        problem(n, `tipo de registro "${type}" desconhecido (esperado 0, 1, 3, 5 ou 9).`);
    }
  });

  if (place !== 'end') {
    closePending();
    problem(lines.length, 'o arquivo termina sem o trailer de arquivo (tipo 9).');
  }
  if (problems.length > 0 || !header) {
    return { ok: false, problems: problems.sort((a, b) => a.lineNumber - b.lineNumber) };
  }
  return {
    ok: true,
    file: {
      bankCode,
      bankName: header.bankName,
      companyDocument: header.companyDocument,
      companyName: header.companyName,
      generatedOn: header.generatedOn,
      fileSequence: header.fileSequence,
      layoutVersion: header.layoutVersion,
      lotCount,
      recordCount: lines.length,
      titles,
    },
  };
};
