import Decimal from 'decimal.js';
import { isValidCpf, stripDocument } from './cpfCnpj';
import type { PartyHistoryRow } from './partyLocation';
import { CPF_INVALID_MESSAGE, isValidName, NAME_INVALID_MESSAGE } from './validators';
import type {
  BrokerDetail,
  BrokerFlags,
  BrokerPartner,
  BrokerRegistrationStatus,
  BrokerStatus,
  UpdateBrokerInput,
} from './contracts/brokers';

/**
 * Brokers (corretoras) as the gateway answers them and the portal shows them (spec part 2 §3
 * "Broker", §7 "Brokers"). 'pending': self-registered, awaiting the insurer's analysis.
 *
 * The shapes of the broker calls are the contract in ./contracts/brokers (the gateway's route
 * schemas come from the same zod objects): BrokerFlags (the list chips and the status banner),
 * BrokerListItem, BrokerDetail (with partners and bank account), BrokerFinancialData,
 * BrokerCommission, BrokerStatus, BankOption (Core/GetBanks) and UpdateBrokerInput
 * (UpdateBroker's body: a broker changes only its own data, never its SusepCode; the insurer
 * any broker's).
 */
export type {
  BankOption,
  BrokerBlockedAnswer,
  BrokerCommission,
  BrokerDetail,
  BrokerFinancialData,
  BrokerFlags,
  BrokerJustificationInput,
  BrokerListItem,
  BrokerPartner,
  BrokerRegistrationAnswer,
  BrokerRegistrationStatus,
  BrokerSearchResult,
  BrokerStatus,
  InsertedBroker,
  SearchBrokersQuery,
  UpdateBrokerInput,
  ValidateBrokerRegistrationInput,
} from './contracts/brokers';

export const registrationStatusLabels: Record<BrokerRegistrationStatus, string> = {
  pending: 'Aguardando validação',
  active: 'Ativa',
  rejected: 'Cadastro reprovado',
};

/** A broker history row: the first entry's ChangedByName is the row's ChangedByName. */
export type BrokerHistoryRow = PartyHistoryRow;

export const brokerFieldLabels: Record<string, string> = {
  Name: 'Razão social',
  Cnpj: 'CNPJ',
  SusepCode: 'Código SUSEP',
  Email: 'E-mail',
  Phone: 'Telefone',
  BankId: 'Banco',
  BankAccountTypeId: 'Tipo de conta',
  BankBranchNumber: 'Agência',
  BankBranchDigit: 'Dígito da agência',
  BankAccountNumber: 'Conta',
  BankAccountDigit: 'Dígito da conta',
  Socios: 'Sócios',
  IsBlocked: 'Bloqueada',
  RegistrationStatus: 'Situação do cadastro',
  HasPendingComplianceValidation: 'Validação de compliance pendente',
  Justification: 'Justificativa',
};

export const PARTNER_MESSAGES = {
  duplicate: 'CPF repetido na lista de sócios',
  percentage: 'Informe um percentual entre 0 e 100',
  total: 'A soma das participações dos sócios não pode passar de 100%',
} as const;

const toDecimal = (value: string | null | undefined) => {
  const text = (value ?? '').trim().replace(',', '.');
  if (text === '') return null;
  try {
    return new Decimal(text);
  } catch {
    return undefined;
  }
};

/** Problems of the partner list, each message naming the partner's line ("Sócio 2 - CPF: …"). */
export const partnerProblems = (partners: readonly BrokerPartner[]): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  let total = new Decimal(0);
  partners.forEach((partner, index) => {
    const prefix = `Sócio ${index + 1}`;
    const name = (partner.Name ?? '').trim();
    if (!name) problems.push(`${prefix} - Nome: Campo obrigatório.`);
    else if (!isValidName(name)) problems.push(`${prefix} - Nome: ${NAME_INVALID_MESSAGE}`);
    const cpf = stripDocument(partner.Cpf);
    if (!isValidCpf(cpf)) problems.push(`${prefix} - CPF: ${CPF_INVALID_MESSAGE}.`);
    else if (seen.has(cpf)) problems.push(`${prefix} - CPF: ${PARTNER_MESSAGES.duplicate}.`);
    seen.add(cpf);
    const share = toDecimal(partner.ParticipationPercentage);
    if (share === undefined || (share && (share.isNegative() || share.greaterThan(100)))) {
      problems.push(`${prefix} - Participação (%): ${PARTNER_MESSAGES.percentage}.`);
    } else if (share) total = total.plus(share);
  });
  if (total.greaterThan(100)) problems.push(`Sócios: ${PARTNER_MESSAGES.total}.`);
  return problems;
};

/** Partners as stored: trimmed name, CPF without mask, percentage with two decimals. */
export const normalizePartners = (partners: readonly BrokerPartner[]): BrokerPartner[] =>
  partners.map((partner) => {
    const share = toDecimal(partner.ParticipationPercentage);
    return {
      Name: (partner.Name ?? '').trim().replace(/\s+/g, ' '),
      Cpf: stripDocument(partner.Cpf),
      ParticipationPercentage: share ? share.toFixed(2) : null,
    };
  });

export const BROKER_STATUS_MESSAGES = {
  blocked: 'Sua corretora está bloqueada. Entre em contato com a seguradora.',
  pending: 'O cadastro da sua corretora está em análise pela seguradora.',
  rejected: 'O cadastro da sua corretora não foi aprovado. Entre em contato com a seguradora.',
  documents:
    'Há documentos pendentes ou reprovados. Envie-os na tela Dados da Corretora, em Documentos.',
  compliance: 'Os documentos enviados estão em validação de compliance pela seguradora.',
} as const;

/**
 * ValidateBrokerStatus for a broker: it may operate (quote, propose) unless blocked or its
 * registration is not active; pending documents and compliance only warn.
 */
export const brokerStatusOf = (flags: BrokerFlags): BrokerStatus => {
  const messages: string[] = [];
  if (flags.IsBlocked) messages.push(BROKER_STATUS_MESSAGES.blocked);
  if (flags.RegistrationStatus === 'pending') messages.push(BROKER_STATUS_MESSAGES.pending);
  if (flags.RegistrationStatus === 'rejected') messages.push(BROKER_STATUS_MESSAGES.rejected);
  if (flags.HasPendingDocuments) messages.push(BROKER_STATUS_MESSAGES.documents);
  if (flags.HasPendingComplianceValidation) messages.push(BROKER_STATUS_MESSAGES.compliance);
  return {
    ...flags,
    CanOperate: !flags.IsBlocked && flags.RegistrationStatus === 'active',
    Messages: messages,
  };
};

/** The UpdateBroker body of a broker as read, with some fields replaced. */
export const updateBodyOf = (
  broker: BrokerDetail,
  changes: Partial<UpdateBrokerInput>,
): UpdateBrokerInput => ({
  BrokerUniqueId: broker.UniqueId,
  Name: broker.Name,
  Email: broker.Email ?? '',
  Phone: broker.Phone ?? '',
  Socios: broker.Socios,
  BankId: broker.BankId,
  BankAccountTypeId: broker.BankAccountTypeId,
  BankBranchNumber: broker.BankBranchNumber,
  BankBranchDigit: broker.BankBranchDigit,
  BankAccountNumber: broker.BankAccountNumber,
  BankAccountDigit: broker.BankAccountDigit,
  Version: broker.Version,
  ...changes,
});
