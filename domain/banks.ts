import type { BankAccountData } from './contracts/brokers';

/**
 * Brazilian banks and payment institutions by their COMPE code (the 3-digit code of the Banco
 * Central's STR/COMPE participant list), the bank account types and the rules of a broker's
 * financial data (the account its commissions are paid into). Shared by Core/GetBanks, the
 * gateway's checks of UpdateBroker and the portal's form.
 */
export interface Bank {
  /** COMPE code, 3 digits, also the BankId stored and sent. */
  Code: string;
  Name: string;
}

export const banks: readonly Bank[] = [
  { Code: '001', Name: 'Banco do Brasil S.A.' },
  { Code: '003', Name: 'Banco da Amazônia S.A. (Basa)' },
  { Code: '004', Name: 'Banco do Nordeste do Brasil S.A. (BNB)' },
  { Code: '021', Name: 'Banestes S.A. Banco do Estado do Espírito Santo' },
  { Code: '025', Name: 'Banco Alfa S.A.' },
  { Code: '033', Name: 'Banco Santander (Brasil) S.A.' },
  { Code: '037', Name: 'Banco do Estado do Pará S.A. (Banpará)' },
  { Code: '041', Name: 'Banco do Estado do Rio Grande do Sul S.A. (Banrisul)' },
  { Code: '047', Name: 'Banco do Estado de Sergipe S.A. (Banese)' },
  { Code: '070', Name: 'BRB - Banco de Brasília S.A.' },
  { Code: '077', Name: 'Banco Inter S.A.' },
  { Code: '085', Name: 'Cooperativa Central de Crédito - Ailos' },
  { Code: '104', Name: 'Caixa Econômica Federal' },
  { Code: '121', Name: 'Banco Agibank S.A.' },
  { Code: '133', Name: 'Cresol Confederação' },
  { Code: '136', Name: 'Unicred do Brasil' },
  { Code: '197', Name: 'Stone Instituição de Pagamento S.A.' },
  { Code: '208', Name: 'Banco BTG Pactual S.A.' },
  { Code: '212', Name: 'Banco Original S.A.' },
  { Code: '218', Name: 'Banco BS2 S.A.' },
  { Code: '224', Name: 'Banco Fibra S.A.' },
  { Code: '237', Name: 'Banco Bradesco S.A.' },
  { Code: '246', Name: 'Banco ABC Brasil S.A.' },
  { Code: '260', Name: 'Nu Pagamentos S.A. (Nubank)' },
  { Code: '290', Name: 'PagSeguro Internet Instituição de Pagamento S.A.' },
  { Code: '318', Name: 'Banco BMG S.A.' },
  { Code: '323', Name: 'Mercado Pago Instituição de Pagamento Ltda.' },
  { Code: '335', Name: 'Banco Digio S.A.' },
  { Code: '336', Name: 'Banco C6 S.A.' },
  { Code: '341', Name: 'Itaú Unibanco S.A.' },
  { Code: '348', Name: 'Banco XP S.A.' },
  { Code: '376', Name: 'Banco J.P. Morgan S.A.' },
  { Code: '380', Name: 'PicPay Instituição de Pagamento S.A.' },
  { Code: '389', Name: 'Banco Mercantil do Brasil S.A.' },
  { Code: '399', Name: 'Kirton Bank S.A. - Banco Múltiplo (antigo HSBC)' },
  { Code: '403', Name: 'Cora Sociedade de Crédito Direto S.A.' },
  { Code: '422', Name: 'Banco Safra S.A.' },
  { Code: '461', Name: 'Asaas Gestão Financeira Instituição de Pagamento S.A.' },
  { Code: '536', Name: 'Neon Pagamentos S.A. Instituição de Pagamento' },
  { Code: '623', Name: 'Banco Pan S.A.' },
  { Code: '633', Name: 'Banco Rendimento S.A.' },
  { Code: '637', Name: 'Banco Sofisa S.A.' },
  { Code: '643', Name: 'Banco Pine S.A.' },
  { Code: '655', Name: 'Banco Votorantim S.A. (BV)' },
  { Code: '707', Name: 'Banco Daycoval S.A.' },
  { Code: '739', Name: 'Banco Cetelem S.A.' },
  { Code: '745', Name: 'Banco Citibank S.A.' },
  { Code: '748', Name: 'Banco Cooperativo Sicredi S.A.' },
  { Code: '756', Name: 'Banco Cooperativo Sicoob S.A.' },
];

const bankByCode = new Map(banks.map((bank) => [bank.Code, bank]));

export const findBank = (code: string | null | undefined): Bank | undefined =>
  code ? bankByCode.get(code) : undefined;

/** "341 - Itaú Unibanco S.A.", as the bank dropdown and the history show it. */
export const bankLabel = (code: string | null | undefined): string | null => {
  const bank = findBank(code);
  return bank ? `${bank.Code} - ${bank.Name}` : (code ?? null);
};

export const BankAccountType = { CORRENTE: 1, POUPANCA: 2, PAGAMENTO: 3 } as const;
export type BankAccountTypeId = (typeof BankAccountType)[keyof typeof BankAccountType];

export const bankAccountTypes: readonly { Id: BankAccountTypeId; Name: string }[] = [
  { Id: 1, Name: 'Conta corrente' },
  { Id: 2, Name: 'Conta poupança' },
  { Id: 3, Name: 'Conta de pagamento' },
];

export const bankAccountTypeName = (id: number | null | undefined): string | null =>
  bankAccountTypes.find((type) => type.Id === id)?.Name ?? null;

/**
 * The bank account as UpdateBroker takes it and GetBrokerFinancialData answers it: the broker
 * contract's (./contracts/brokers).
 */
export type { BankAccountData };

export type BankAccountField = keyof BankAccountData;

export const bankAccountLabels: Record<BankAccountField, string> = {
  BankId: 'Banco',
  BankAccountTypeId: 'Tipo de conta',
  BankBranchNumber: 'Agência',
  BankBranchDigit: 'Dígito da agência',
  BankAccountNumber: 'Conta',
  BankAccountDigit: 'Dígito da conta',
};

export const bankAccountFields = Object.keys(bankAccountLabels) as BankAccountField[];

export const BANK_MESSAGES = {
  required: 'Campo obrigatório',
  bank: 'Selecione um banco da lista',
  accountType: 'Selecione conta corrente, poupança ou de pagamento',
  branch: 'Informe de 1 a 5 dígitos',
  account: 'Informe de 1 a 13 dígitos',
  digit: 'Informe um dígito (0 a 9 ou X)',
} as const;

const BRANCH = /^\d{1,5}$/;
const ACCOUNT = /^\d{1,13}$/;
const DIGIT = /^[0-9X]$/;

const clean = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();

/** The stored form: digits without separators, the check digit upper-cased, '' as null. */
export const normalizeBankAccount = (data: Partial<BankAccountData>): BankAccountData => {
  const text = (value: string | null | undefined) => {
    const cleaned = clean(value)
      .replace(/[\s.-]/g, '')
      .toUpperCase();
    return cleaned === '' ? null : cleaned;
  };
  const type = clean(data.BankAccountTypeId);
  return {
    BankId: text(data.BankId),
    BankAccountTypeId: type === '' ? null : Number(type),
    BankBranchNumber: text(data.BankBranchNumber),
    BankBranchDigit: text(data.BankBranchDigit),
    BankAccountNumber: text(data.BankAccountNumber),
    BankAccountDigit: text(data.BankAccountDigit),
  };
};

/** True when no field of the account is filled (the broker keeps no bank data). */
export const isBankAccountEmpty = (data: Partial<BankAccountData>) =>
  bankAccountFields.every((field) => clean(data[field]) === '');

const fieldProblem = (field: BankAccountField, data: BankAccountData): string | undefined => {
  const value = data[field];
  if (field === 'BankBranchDigit') {
    return value === null || DIGIT.test(String(value)) ? undefined : BANK_MESSAGES.digit;
  }
  if (value === null) return BANK_MESSAGES.required;
  switch (field) {
    case 'BankId':
      return findBank(String(value)) ? undefined : BANK_MESSAGES.bank;
    case 'BankAccountTypeId':
      return bankAccountTypes.some((type) => type.Id === value)
        ? undefined
        : BANK_MESSAGES.accountType;
    case 'BankBranchNumber':
      return BRANCH.test(String(value)) ? undefined : BANK_MESSAGES.branch;
    case 'BankAccountNumber':
      return ACCOUNT.test(String(value)) ? undefined : BANK_MESSAGES.account;
    default:
      return DIGIT.test(String(value)) ? undefined : BANK_MESSAGES.digit;
  }
};

export interface BankAccountProblem {
  field: BankAccountField;
  message: string;
}

/**
 * Every problem of the account, in form order. An account left wholly empty is valid (no bank
 * data); once any field is filled, all but the branch digit are required.
 */
export const bankAccountProblems = (input: Partial<BankAccountData>): BankAccountProblem[] => {
  if (isBankAccountEmpty(input)) return [];
  const data = normalizeBankAccount(input);
  return bankAccountFields.flatMap((field) => {
    const message = fieldProblem(field, data);
    return message ? [{ field, message }] : [];
  });
};

/** "Agência: Informe de 1 a 5 dígitos." — a gateway message naming the field. */
export const bankAccountProblemMessage = ({ field, message }: BankAccountProblem) =>
  `${bankAccountLabels[field]}: ${message}.`;
