import type { InsuredDetail } from '../../../domain/insureds';

/** An insured as GetInsured answers it. */
export const insuredDetail = (fields: Partial<InsuredDetail> = {}): InsuredDetail => ({
  Id: 7,
  UniqueId: '7b1d5c1e-0000-4000-8000-000000000007',
  Name: 'Prefeitura Municipal de São Paulo',
  NomeSocial: null,
  CpfCnpj: '46395000000139',
  DocumentType: 'cnpj',
  IsPrivate: false,
  BranchLabel: 'Setor público (0775)',
  IsBlocked: false,
  BlockJustify: null,
  MainLocation: null,
  Locations: [],
  Version: 1,
  CreatedAt: '2026-01-10T12:00:00.000Z',
  ...fields,
});
