/**
 * The FEBRABAN CNAB 240 return file of "cobrança" (layout 10.x), as far as settling bank slips
 * needs it: the positions of the fields the parser reads and the writer fills, written once for
 * both. Positions are the manual's (1-based, inclusive); a field not listed here is read by
 * neither (a bank may leave it blank) and written as zeros (numeric) or spaces (alphanumeric)
 * when it lies inside a listed record.
 *
 * Why not an npm library: the two CNAB packages on npm (nodenab, @banco-br/nodejs-cnab) are
 * one-release projects driven by per-bank YAML layouts, read values as binary floats, do not
 * check the trailers' counts and throw on the first bad line instead of reporting every problem
 * by line number — the three things this file has to get right.
 */

export const LINE_LENGTH = 240;

export type FieldKind = 'num' | 'alpha' | 'date' | 'money';

export interface Field {
  start: number;
  length: number;
  kind: FieldKind;
  /** pt-BR name as a problem message writes it ("valor pago"). */
  label: string;
  /** Grammatical gender of the label, for "inválido"/"inválida". */
  feminine?: boolean;
  /** A date field that may be all zeros (no date). */
  optional?: boolean;
}

const num = (start: number, length: number, label: string, feminine = false): Field => ({
  start,
  length,
  kind: 'num',
  label,
  feminine,
});
const alpha = (start: number, length: number, label: string): Field => ({
  start,
  length,
  kind: 'alpha',
  label,
});
const date = (start: number, label: string, optional = false): Field => ({
  start,
  length: 8,
  kind: 'date',
  label,
  feminine: true,
  optional,
});
/** 15 (or 17) digits with two implied decimals. */
const money = (start: number, length: number, label: string): Field => ({
  start,
  length,
  kind: 'money',
  label,
});

/** Fields at the same place in every record. */
const control = {
  bankCode: num(1, 3, 'código do banco'),
  lot: num(4, 4, 'número do lote'),
  recordType: num(8, 1, 'tipo de registro'),
};

export const RecordType = {
  FileHeader: '0',
  LotHeader: '1',
  Detail: '3',
  LotTrailer: '5',
  FileTrailer: '9',
} as const;

export const recordTypeNames: Record<string, string> = {
  '0': 'header de arquivo (tipo 0)',
  '1': 'header de lote (tipo 1)',
  '3': 'detalhe (tipo 3)',
  '5': 'trailer de lote (tipo 5)',
  '9': 'trailer de arquivo (tipo 9)',
};

/** Código remessa/retorno of the file header (G015): 2 is a return file. */
export const RETURN_FILE_CODE = '2';
/** Tipo de operação of the lot header (G028): T is a return lot; service 01 is cobrança. */
export const RETURN_LOT_OPERATION = 'T';
export const COLLECTION_SERVICE = '01';
export const FILE_LAYOUT_VERSION = '107';
export const LOT_LAYOUT_VERSION = '060';

export const fileHeader = {
  ...control,
  companyDocumentType: num(18, 1, 'tipo de inscrição da empresa'),
  companyDocument: num(19, 14, 'CNPJ da empresa'),
  agreement: alpha(33, 20, 'convênio'),
  agency: num(53, 5, 'agência', true),
  agencyDigit: alpha(58, 1, 'dígito da agência'),
  account: num(59, 12, 'conta', true),
  accountDigit: alpha(71, 1, 'dígito da conta'),
  companyName: alpha(73, 30, 'nome da empresa'),
  bankName: alpha(103, 30, 'nome do banco'),
  fileCode: num(143, 1, 'código remessa/retorno'),
  generatedOn: date(144, 'data de geração do arquivo'),
  generatedAt: num(152, 6, 'hora de geração do arquivo', true),
  fileSequence: num(158, 6, 'número sequencial do arquivo'),
  layoutVersion: num(164, 3, 'versão do layout do arquivo', true),
};

export const lotHeader = {
  ...control,
  operation: alpha(9, 1, 'tipo de operação'),
  service: num(10, 2, 'tipo de serviço'),
  layoutVersion: num(14, 3, 'versão do layout do lote', true),
  companyDocumentType: num(18, 1, 'tipo de inscrição da empresa'),
  companyDocument: num(19, 15, 'CNPJ da empresa'),
  agreement: alpha(34, 20, 'convênio'),
  companyName: alpha(74, 30, 'nome da empresa'),
  returnNumber: num(184, 8, 'número do retorno'),
  recordedOn: date(192, 'data de gravação'),
  creditOn: date(200, 'data do crédito', true),
};

/** The detail's common head: sequence in the lot, segment letter and movement code. */
const detail = {
  ...control,
  sequence: num(9, 5, 'número sequencial do registro no lote'),
  segment: alpha(14, 1, 'segmento'),
  occurrenceCode: num(16, 2, 'código de movimento'),
};

/** Segment T: the title as the bank holds it. */
export const segmentT = {
  ...detail,
  agency: num(18, 5, 'agência', true),
  account: num(24, 12, 'conta', true),
  ourNumber: alpha(38, 20, 'nosso número'),
  carteira: num(58, 1, 'carteira', true),
  documentNumber: alpha(59, 15, 'número do documento'),
  dueDate: date(74, 'data de vencimento'),
  faceValue: money(82, 15, 'valor nominal do título'),
  collectingBank: num(97, 3, 'banco cobrador/recebedor'),
  companyReference: alpha(106, 25, 'identificação do título na empresa'),
  currency: num(131, 2, 'código da moeda'),
  payerDocumentType: num(133, 1, 'tipo de inscrição do pagador'),
  payerDocument: num(134, 15, 'inscrição do pagador', true),
  payerName: alpha(149, 40, 'nome do pagador'),
  fee: money(199, 15, 'valor da tarifa'),
  reasons: alpha(214, 10, 'motivos da ocorrência'),
};

/** Segment U: what was paid, when, and the bank's charges and deductions. */
export const segmentU = {
  ...detail,
  interest: money(18, 15, 'valor de juros/multa/encargos'),
  discount: money(33, 15, 'valor do desconto concedido'),
  abatement: money(48, 15, 'valor do abatimento'),
  iof: money(63, 15, 'valor do IOF'),
  paidAmount: money(78, 15, 'valor pago'),
  netCredit: money(93, 15, 'valor líquido creditado'),
  otherExpenses: money(108, 15, 'valor de outras despesas'),
  otherCredits: money(123, 15, 'valor de outros créditos'),
  paidOn: date(138, 'data da ocorrência (pagamento)', true),
  creditedOn: date(146, 'data do crédito', true),
};

export const lotTrailer = {
  ...control,
  recordCount: num(18, 6, 'quantidade de registros do lote', true),
  simpleCount: num(24, 6, 'quantidade de títulos em cobrança simples', true),
  simpleTotal: money(30, 17, 'valor total dos títulos em cobrança simples'),
};

export const fileTrailer = {
  ...control,
  lotCount: num(18, 6, 'quantidade de lotes', true),
  recordCount: num(24, 6, 'quantidade de registros do arquivo', true),
};

export type RecordLayout = Record<string, Field>;
