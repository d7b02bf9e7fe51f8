import { z } from 'zod';
import { int32, queryInt32 } from './integers';
import { sortQuery } from './sorting';
import { requiredVersion } from './version';

/**
 * The broker calls (spec part 2 §3 "Broker", §7 "Brokers", /api/Broker/*, Core/GetBanks and
 * BrokerChangeHistory/Get), written once: the gateway's route schemas
 * (server/modules/brokers/schemas.ts wraps the answers in the envelope) and the portal's types
 * (domain/brokers.ts, domain/banks.ts, domain/brokerRegistration.ts) both come from here.
 * Percentages are decimal strings (`"50.00"`).
 */

/** The spec's `true`/`false` flags, in either case; absent stays absent. */
const trueFalse = z
  .enum(['true', 'false', 'True', 'False'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value.toLowerCase() === 'true'));

/** 'pending': self-registered, awaiting the insurer's analysis. */
export const brokerRegistrationStatus = z.enum(['pending', 'active', 'rejected']);

/** The list's columns the database can order by. */
export const brokerSortFields = ['Name', 'Cnpj', 'SusepCode', 'Email', 'CreatedAt'] as const;
export type BrokerSortField = (typeof brokerSortFields)[number];

// ---- requests

/** GetSearchBrokers' query: without parameters, every broker. */
export const searchBrokersQuery = z.object({
  searchValue: z
    .string()
    .max(200)
    .optional()
    .describe('Razão social, CNPJ (com ou sem máscara) ou código SUSEP'),
  IgnoreInactive: trueFalse.describe('true: deixa de fora as bloqueadas e as reprovadas'),
  IgnoreComplianceValidation: trueFalse.describe(
    'true: deixa de fora as que aguardam validação de compliance',
  ),
  IgnorePendingDocuments: trueFalse.describe(
    'true: deixa de fora as que têm documentos pendentes ou reprovados',
  ),
  ...sortQuery(brokerSortFields),
});

/** GetBroker's and GetBrokerFinancialData's query. */
export const brokerUniqueIdQuery = z.object({ brokerUniqueId: z.string().max(64) });
/** BrokerChangeHistory/Get's and GetBrokerProposalCommissions' query. */
export const brokerIdQuery = z.object({ brokerId: queryInt32().positive() });

const optionalText = z.string().max(200).nullish();

/** UpdateBroker's body: the broker's data, partners and bank account, with the Version read. */
export const updateBrokerBody = z.object({
  BrokerUniqueId: z
    .string()
    .max(64)
    .nullish()
    .describe('A corretora a alterar (seguradora); a corretora altera só a sua e pode omiti-lo'),
  Name: optionalText.describe('Razão social'),
  Email: optionalText,
  Phone: z.string().max(30).nullish(),
  SusepCode: z.string().max(30).nullish().describe('Só a seguradora altera'),
  Socios: z
    .array(
      z.object({
        Name: z.string().max(200).nullish().default(''),
        Cpf: z.string().max(20).nullish().default(''),
        ParticipationPercentage: z.union([z.string().max(20), z.number()]).nullish(),
      }),
    )
    .max(30)
    .default([]),
  BankId: z.string().max(10).nullish(),
  BankAccountTypeId: z.union([int32(), z.string().max(5)]).nullish(),
  BankBranchNumber: z.string().max(20).nullish(),
  BankBranchDigit: z.string().max(5).nullish(),
  BankAccountNumber: z.string().max(30).nullish(),
  BankAccountDigit: z.string().max(5).nullish(),
  Version: requiredVersion(),
});

/** InverterBlocked's body (and the base of ValidateBrokerRegistration's). */
export const brokerJustificationBody = z.object({
  BrokerUniqueId: z.string().max(64),
  Justification: z.string().max(2000).nullish(),
  Version: requiredVersion('A Version lida em GetBroker'),
});

/** ValidateBrokerRegistration's body. */
export const validateBrokerRegistrationBody = brokerJustificationBody.extend({
  Approved: z.boolean().describe('true: aprova (cadastro ativo); false: reprova'),
});

const registrationField = z.string().max(200).optional().default('');

/**
 * The broker and its first user: the body of the self-registration (InsertBroker) and of
 * InsertBrokerByInsurer. Every field defaults to '' so that a missing one is the service's 400
 * naming it (domain/brokerRegistration.ts checks them).
 */
export const insertBrokerBody = z.object({
  Name: registrationField.describe('Razão social da corretora'),
  Cnpj: registrationField.describe('CNPJ da corretora'),
  SusepCode: registrationField.describe('Código SUSEP'),
  Email: registrationField.describe('E-mail da corretora'),
  Phone: registrationField.describe('Telefone da corretora'),
  User: z
    .object({
      Name: registrationField.describe('Nome do primeiro usuário'),
      Cpf: registrationField.describe('CPF'),
      Email: registrationField.describe('E-mail (recebe o link de primeiro acesso)'),
      Phone: registrationField.describe('Telefone (opcional)'),
      Login: registrationField.describe('Login'),
    })
    .optional()
    .default({ Name: '', Cpf: '', Email: '', Phone: '', Login: '' }),
});

// ---- answers

/** The pending flags the list chips and the status banner are made of. */
export const brokerFlags = z.object({
  IsBlocked: z.boolean(),
  RegistrationStatus: brokerRegistrationStatus,
  HasPendingDocuments: z.boolean().describe('Algum documento solicitado Pendente ou Reprovado'),
  HasPendingComplianceValidation: z
    .boolean()
    .describe('Enviou documentos que a seguradora ainda não validou'),
  WaitingValidation: z.boolean().describe('Autocadastro aguardando validação da seguradora'),
});

/** A row of GetSearchBrokers. */
export const brokerListItem = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  Cnpj: z.string(),
  SusepCode: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  CreatedAt: z.string(),
  ...brokerFlags.shape,
});

/** GetSearchBrokers' answer: the whole list at once, no pages. */
export const brokerSearchResult = z.object({ Data: z.array(brokerListItem) });

/** The bank account as UpdateBroker takes it and GetBrokerFinancialData answers it. */
export const bankAccount = z.object({
  BankId: z.string().nullable().describe('Código COMPE do banco (Core/GetBanks)'),
  BankAccountTypeId: int32()
    .nullable()
    .describe('1 Conta corrente, 2 Conta poupança, 3 Conta de pagamento'),
  BankBranchNumber: z.string().nullable(),
  BankBranchDigit: z.string().nullable(),
  BankAccountNumber: z.string().nullable(),
  BankAccountDigit: z.string().nullable(),
});

/** A partner (sócio) of the brokerage. */
export const brokerPartner = z.object({
  Name: z.string(),
  Cpf: z.string(),
  ParticipationPercentage: z.string().nullable(),
});

/** GetBroker's and GetCurrentBroker's answer. */
export const brokerDetail = brokerListItem.extend({
  ...bankAccount.shape,
  BankName: z.string().nullable(),
  Socios: z.array(brokerPartner),
  Version: int32(),
});

/** ValidateBrokerStatus' answer. */
export const brokerStatus = z.object({
  ...brokerFlags.shape,
  CanOperate: z.boolean().describe('Pode cotar e propor: não bloqueada e cadastro ativo'),
  Messages: z.array(z.string()),
});

/** One bank of Core/GetBanks. */
export const bankOption = z.object({
  Id: z.string(),
  Code: z.string(),
  Name: z.string(),
  Label: z.string(),
});

/** One row of GetBrokerProposalCommissions. */
export const brokerCommission = z.object({
  ModalityGroupName: z.string(),
  CommissionPercentage: z.string(),
  MaxCommissionPercentage: z.string(),
});

/** GetBrokerFinancialData's answer. */
export const brokerFinancialData = z.object({
  BrokerUniqueId: z.string(),
  ...bankAccount.shape,
  BankName: z.string().nullable(),
  BankAccountTypeName: z.string().nullable(),
});

/** InverterBlocked's answer. */
export const brokerBlockedAnswer = z.object({ IsBlocked: z.boolean(), Version: z.number() });
/** ValidateBrokerRegistration's answer. */
export const brokerRegistrationAnswer = z.object({
  RegistrationStatus: brokerRegistrationStatus,
  Version: z.number(),
});

/** InsertBroker's and InsertBrokerByInsurer's answer. */
export const insertedBroker = z.object({
  BrokerId: int32(),
  BrokerUniqueId: z.string(),
  RegistrationStatus: z.enum(['pending', 'active']),
  UserUniqueId: z.string(),
  Login: z.string(),
  Email: z.string().describe('Para onde foi o link de primeiro acesso'),
});

export type BrokerRegistrationStatus = z.infer<typeof brokerRegistrationStatus>;
export type BrokerFlags = z.infer<typeof brokerFlags>;
export type BrokerListItem = z.infer<typeof brokerListItem>;
export type BrokerSearchResult = z.infer<typeof brokerSearchResult>;
export type BankAccountData = z.infer<typeof bankAccount>;
export type BrokerPartner = z.infer<typeof brokerPartner>;
export type BrokerDetail = z.infer<typeof brokerDetail>;
export type BrokerStatus = z.infer<typeof brokerStatus>;
export type BankOption = z.infer<typeof bankOption>;
export type BrokerCommission = z.infer<typeof brokerCommission>;
export type BrokerFinancialData = z.infer<typeof brokerFinancialData>;
export type BrokerBlockedAnswer = z.infer<typeof brokerBlockedAnswer>;
export type BrokerRegistrationAnswer = z.infer<typeof brokerRegistrationAnswer>;
export type InsertedBroker = z.infer<typeof insertedBroker>;
/**
 * The registration as the gateway reads it (every field present) and as the portal's forms hold
 * and send it.
 */
export type BrokerRegistration = z.infer<typeof insertBrokerBody>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type UpdateBrokerInput = z.input<typeof updateBrokerBody>;
export type BrokerJustificationInput = z.input<typeof brokerJustificationBody>;
export type ValidateBrokerRegistrationInput = z.input<typeof validateBrokerRegistrationBody>;
export type InsertBrokerInput = z.input<typeof insertBrokerBody>;
/** The query values as the portal holds them, before they become query-string text. */
export type SearchBrokersQuery = z.infer<typeof searchBrokersQuery>;
