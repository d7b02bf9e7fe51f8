import { COLLECTION_BANKS, collectionBank } from './boleto/banks';
import { CANCELLATION_METHODS, type CancellationMethod } from './cancellationRefund';
import type { IssuanceSettingsValues } from './contracts/issuanceSettings';
import { isValidCnpj, isValidCpf, stripDocument } from './cpfCnpj';
import type { IssuanceSettings } from './issuance';
import { isValidEmail } from './validators';

/**
 * The insurer's issuance parameters ("Emissão e cobrança", issue 15): the collection account the
 * slips are issued at, the beneficiary and PIX key they print, the first due date, whether a
 * policy is issued before the first slip is paid and the cancellation refund method. The calls'
 * shapes are the contract in ./contracts/issuanceSettings; these are the field rules, shared by
 * the gateway (400 naming the field) and the portal (the labels that place a message under its
 * field).
 */
export type {
  IssuanceSettingsAnswer,
  IssuanceSettingsBodyInput,
  IssuanceSettingsValues,
} from './contracts/issuanceSettings';

export const MIN_FIRST_DUE_DAYS = 1;
export const MAX_FIRST_DUE_DAYS = 30;

export const issuanceSettingsLabels = {
  Banco: 'Banco',
  Agencia: 'Agência',
  Conta: 'Conta',
  DigitoConta: 'Dígito da conta',
  Carteira: 'Carteira',
  CodigoBeneficiario: 'Convênio / código do beneficiário',
  BeneficiarioNome: 'Nome do beneficiário',
  BeneficiarioDocumento: 'CNPJ/CPF do beneficiário',
  BeneficiarioEndereco: 'Endereço do beneficiário',
  ChavePix: 'Chave PIX',
  DiasPrimeiroVencimento: 'Dias até o 1º vencimento',
  EmitirAntesDoPagamento: 'Emitir antes do pagamento',
  MetodoCancelamento: 'Método de cancelamento',
} as const;
type Field = keyof typeof issuanceSettingsLabels;
const label = (field: Field) => `${issuanceSettingsLabels[field]} (${field})`;

/** The stored settings (domain/issuance.ts) as the calls name them. */
export const issuanceSettingsValuesOf = (settings: IssuanceSettings): IssuanceSettingsValues => ({
  Banco: settings.bankCode,
  Agencia: settings.agency,
  Conta: settings.account,
  DigitoConta: settings.accountDigit,
  Carteira: settings.carteira,
  CodigoBeneficiario: settings.beneficiaryCode ?? '',
  BeneficiarioNome: settings.beneficiaryName,
  BeneficiarioDocumento: settings.beneficiaryDocument,
  BeneficiarioEndereco: settings.beneficiaryAddress,
  ChavePix: settings.pixKey,
  DiasPrimeiroVencimento: settings.firstDueDays,
  EmitirAntesDoPagamento: settings.issueBeforePayment,
  MetodoCancelamento: settings.cancellationMethod,
});

/** The calls' values as stored. */
export const issuanceSettingsOf = (values: IssuanceSettingsValues): IssuanceSettings => ({
  bankCode: values.Banco,
  agency: values.Agencia,
  account: values.Conta,
  accountDigit: values.DigitoConta,
  carteira: values.Carteira,
  beneficiaryCode: values.CodigoBeneficiario || null,
  beneficiaryName: values.BeneficiarioNome,
  beneficiaryDocument: values.BeneficiarioDocumento,
  beneficiaryAddress: values.BeneficiarioEndereco,
  pixKey: values.ChavePix,
  firstDueDays: values.DiasPrimeiroVencimento,
  issueBeforePayment: values.EmitirAntesDoPagamento,
  cancellationMethod: values.MetodoCancelamento,
});

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A PIX key as the DICT stores it, or null when it is none: a CPF or CNPJ (digits only; a mask
 * is removed), an e-mail, a phone in +55DDNNNNNNNNN form (mask removed) or a random key (EVP,
 * a UUID, lower-cased). A phone needs its +55: eleven bare digits are a CPF.
 */
export const normalizePixKey = (value: string): string | null => {
  const key = value.trim();
  if (!key) return null;
  if (EVP.test(key)) return key.toLowerCase();
  if (key.includes('@')) return isValidEmail(key) ? key : null;
  if (key.startsWith('+')) {
    const phone = `+${key.replace(/\D/g, '')}`;
    return /^\+55[1-9]{2}9?\d{8}$/.test(phone) ? phone : null;
  }
  if (/^[\d.\-/\s]+$/.test(key) && isValidCpf(key)) return stripDocument(key);
  if (isValidCnpj(key)) return stripDocument(key);
  return null;
};

type Loose<T> = { [K in keyof T]?: unknown };
export type IssuanceSettingsInput = Loose<IssuanceSettingsValues>;

const textOf = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * The settings' rules; a field absent (undefined) keeps `base`'s value. Every problem names its
 * field: "Label (Field): what to do".
 */
export const validateIssuanceSettings = (
  input: IssuanceSettingsInput,
  base: IssuanceSettingsValues,
) => {
  const problems: string[] = [];
  const given: IssuanceSettingsInput = {
    ...base,
    ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
  };
  const fail = (field: Field, message: string) => problems.push(`${label(field)}: ${message}`);

  const bankCode = textOf(given.Banco);
  const bank = collectionBank(bankCode);
  if (!bank) {
    fail(
      'Banco',
      `escolha um dos bancos de cobrança: ${COLLECTION_BANKS.map((item) => `${item.code} – ${item.name}`).join(', ')}.`,
    );
  }
  const digitsField = (field: Field, max: number) => {
    const value = textOf(given[field]);
    if (!new RegExp(`^\\d{1,${max}}$`).test(value)) {
      fail(field, `informe só números, de 1 a ${max} dígitos.`);
      return null;
    }
    return value;
  };
  const agency = digitsField('Agencia', 4);
  const account = digitsField('Conta', 12);
  const carteira = digitsField('Carteira', 3);
  const accountDigit = textOf(given.DigitoConta).toUpperCase();
  if (!/^[0-9XP]$/.test(accountDigit)) fail('DigitoConta', 'informe um dígito (0 a 9, X ou P).');
  const beneficiaryCode = textOf(given.CodigoBeneficiario);
  if (beneficiaryCode && !/^\d{1,10}$/.test(beneficiaryCode)) {
    fail('CodigoBeneficiario', 'informe só números, até 10 dígitos.');
  }
  // the bank's own layout decides what fits its barcode (e.g. Bradesco: a 7-digit account; Banco
  // do Brasil: a 7-digit convênio) and says which part does not
  if (bank && agency && account && carteira) {
    try {
      bank.freeField({ agency, account, carteira, beneficiaryCode }, 1);
    } catch (error) {
      const reason = error instanceof Error ? error.message : '';
      fail(
        /benefici|convênio/i.test(reason) ? 'CodigoBeneficiario' : 'Conta',
        `não cabe no boleto do banco ${bank.code}: ${reason}`,
      );
    }
  }

  const beneficiaryName = textOf(given.BeneficiarioNome);
  if (!beneficiaryName) fail('BeneficiarioNome', 'informe o nome do beneficiário.');
  const document = textOf(given.BeneficiarioDocumento);
  if (!isValidCnpj(document) && !isValidCpf(document)) {
    fail('BeneficiarioDocumento', 'informe um CNPJ ou CPF válido.');
  }
  const beneficiaryAddress = textOf(given.BeneficiarioEndereco);
  if (!beneficiaryAddress) fail('BeneficiarioEndereco', 'informe o endereço do beneficiário.');
  const pixKey = normalizePixKey(textOf(given.ChavePix));
  if (!pixKey) {
    fail(
      'ChavePix',
      'informe uma chave válida: CPF, CNPJ, e-mail, telefone no formato +55DDNÚMERO ou chave aleatória.',
    );
  }
  const daysText = textOf(given.DiasPrimeiroVencimento);
  const days = /^\d{1,3}$/.test(daysText) ? Number(daysText) : NaN;
  if (!(days >= MIN_FIRST_DUE_DAYS && days <= MAX_FIRST_DUE_DAYS)) {
    fail(
      'DiasPrimeiroVencimento',
      `informe um número inteiro de ${MIN_FIRST_DUE_DAYS} a ${MAX_FIRST_DUE_DAYS}.`,
    );
  }
  if (typeof given.EmitirAntesDoPagamento !== 'boolean') {
    fail('EmitirAntesDoPagamento', 'informe sim ou não.');
  }
  const method = textOf(given.MetodoCancelamento);
  if (!(CANCELLATION_METHODS as readonly string[]).includes(method)) {
    fail('MetodoCancelamento', `escolha ${CANCELLATION_METHODS.join(' ou ')}.`);
  }

  const values: IssuanceSettingsValues = {
    Banco: bankCode,
    Agencia: agency ?? '',
    Conta: account ?? '',
    DigitoConta: accountDigit,
    Carteira: carteira ?? '',
    CodigoBeneficiario: beneficiaryCode,
    BeneficiarioNome: beneficiaryName,
    BeneficiarioDocumento: stripDocument(document),
    BeneficiarioEndereco: beneficiaryAddress,
    ChavePix: pixKey ?? '',
    DiasPrimeiroVencimento: Number.isFinite(days) ? days : 0,
    EmitirAntesDoPagamento: given.EmitirAntesDoPagamento === true,
    MetodoCancelamento: method as CancellationMethod,
  };
  return { values, problems };
};
