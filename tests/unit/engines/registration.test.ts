import { describe, expect, it } from 'vitest';
import { evaluateRegistration } from '../../../domain/engines';
import { registrationInput } from './fixtures';

describe('registration engine', () => {
  it('approves complete registrations, valid bureau data and every required document Conforme', () => {
    const verdict = evaluateRegistration(registrationInput());
    expect(verdict).toMatchObject({ engine: 'Cadastro', verdict: 'approved' });
    expect(verdict.missingDocuments).toBeUndefined();
    expect(verdict.reasons).toEqual([
      'Cadastros do tomador e do segurado completos e documentos obrigatórios conformes.',
    ]);
    expect(verdict.inputs).toMatchObject({
      HolderIsCompany: true,
      Bureau: { QueriedAt: '2026-06-01', ValidityDays: 90, ValidUntil: '2026-08-30' },
      RequiredDocuments: [
        { Name: 'Contrato social', Sent: true, Status: 'Conforme' },
        { Name: 'Edital da licitação', Sent: true, Status: 'Conforme' },
      ],
    });
  });

  it('refers incomplete registrations, naming the missing fields', () => {
    const input = registrationInput();
    input.holder.Email = ' ';
    input.holder.NetWorth = null;
    input.holder.MainLocation = { ...input.holder.MainLocation, Number: '', CityId: null };
    input.insured.MainLocation = null;
    expect(evaluateRegistration(input)).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Cadastro do tomador incompleto: E-mail, Patrimônio líquido, Endereço principal (Número, Cidade).',
        'Cadastro do segurado incompleto: Endereço principal.',
      ],
    });
  });

  it('refers a company holder whose bureau data expired or was never queried', () => {
    const input = registrationInput();
    input.holder.BureauDataQueriedAt = '2026-03-31'; // 91 days before TODAY, validity 90
    expect(evaluateRegistration(input).reasons).toEqual([
      'Dados de bureau do tomador vencidos: válidos até 29/06/2026 (validade de 90 dias).',
    ]);
    input.holder.BureauDataQueriedAt = '2026-04-01'; // exactly 90 days: still valid
    expect(evaluateRegistration(input).verdict).toBe('approved');
    input.holder.BureauDataQueriedAt = null;
    expect(evaluateRegistration(input)).toMatchObject({
      verdict: 'referred',
      reasons: ['Dados de bureau do tomador nunca consultados.'],
    });
  });

  it('follows the validity of the PJ query settings', () => {
    const input = registrationInput();
    input.pjQuerySettings = { ...input.pjQuerySettings, ValidadeDadosDias: 15 };
    expect(evaluateRegistration(input).reasons).toEqual([
      'Dados de bureau do tomador vencidos: válidos até 16/06/2026 (validade de 15 dias).',
    ]);
  });

  it('refers a company whose situação cadastral blocks it', () => {
    const input = registrationInput();
    input.holder.CnpjSituation = 'SUSPENSA';
    expect(evaluateRegistration(input).reasons).toEqual([
      'Tomador: Situação cadastral SUSPENSA na Receita Federal.',
    ]);
  });

  it('does not ask bureau data of a person (CPF) holder', () => {
    const input = registrationInput();
    input.holder.CpfCnpj = '529.982.247-25';
    input.holder.BureauDataQueriedAt = null;
    const verdict = evaluateRegistration(input);
    expect(verdict.verdict).toBe('approved');
    expect(verdict.inputs).toMatchObject({ HolderIsCompany: false, Bureau: null });
  });

  it('lists the required documents never sent, for the broker', () => {
    const input = registrationInput();
    input.requiredDocuments = [
      ...input.requiredDocuments,
      { Name: 'Balanço patrimonial' },
      { Name: 'Procuração', IsRequired: false },
    ];
    input.documents = [
      // no file yet: not sent
      { Name: 'Contrato social', Status: 'Pendente', IsDeleted: false, ArchiveCount: 0 },
      // deleted: not sent
      { Name: 'Edital da licitação', Status: 'Conforme', IsDeleted: true, ArchiveCount: 1 },
    ];
    const verdict = evaluateRegistration(input);
    expect(verdict).toMatchObject({
      verdict: 'referred',
      missingDocuments: ['Contrato social', 'Edital da licitação', 'Balanço patrimonial'],
      reasons: [
        'Documentos obrigatórios não enviados: Contrato social, Edital da licitação, Balanço patrimonial.',
      ],
    });
  });

  it('matches documents by name regardless of case, accents and spaces', () => {
    const input = registrationInput();
    input.documents = [
      { Name: 'CONTRATO  SOCIAL', Status: 'Conforme', IsDeleted: false, ArchiveCount: 1 },
      { Name: 'edital da licitacao ', Status: 'Conforme', IsDeleted: false, ArchiveCount: 1 },
    ];
    expect(evaluateRegistration(input).verdict).toBe('approved');
  });

  it('refers documents sent but not Conforme', () => {
    const input = registrationInput();
    input.documents = [
      { Name: 'Contrato social', Status: 'Aguardando_Analise', IsDeleted: false, ArchiveCount: 1 },
      { Name: 'Edital da licitação', Status: 'Reprovado', IsDeleted: false, ArchiveCount: 1 },
    ];
    const verdict = evaluateRegistration(input);
    expect(verdict).toMatchObject({
      verdict: 'referred',
      reasons: [
        'Documento "Contrato social" com status "Aguardando Análise".',
        'Documento "Edital da licitação" com status "Reprovado".',
      ],
    });
    expect(verdict.missingDocuments).toBeUndefined();
  });
});
