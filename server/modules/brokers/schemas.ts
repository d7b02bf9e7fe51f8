import { z } from 'zod';
import { int32, queryInt32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { insertBrokerBody } from '../accounts/schemas';
import { sortQuery } from '../../http/sorting';
import { requiredVersion } from '../../http/versionField';
import { partyHistoryEntry } from '../../../domain/contracts/history';

const trueFalse = z
  .enum(['true', 'false', 'True', 'False'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value.toLowerCase() === 'true'));

/** The list's columns the database can order by. */
export const brokerSortFields = ['Name', 'Cnpj', 'SusepCode', 'Email', 'CreatedAt'] as const;
export type BrokerSortField = (typeof brokerSortFields)[number];

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
export type SearchBrokersQuery = z.infer<typeof searchBrokersQuery>;

export const brokerUniqueIdQuery = z.object({ brokerUniqueId: z.string().max(64) });
export const brokerIdQuery = z.object({ brokerId: queryInt32().positive() });

const flags = {
  IsBlocked: z.boolean(),
  RegistrationStatus: z.enum(['pending', 'active', 'rejected']),
  HasPendingDocuments: z.boolean().describe('Algum documento solicitado Pendente ou Reprovado'),
  HasPendingComplianceValidation: z
    .boolean()
    .describe('Enviou documentos que a seguradora ainda não validou'),
  WaitingValidation: z.boolean().describe('Autocadastro aguardando validação da seguradora'),
};

export const brokerListItem = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Name: z.string(),
  Cnpj: z.string(),
  SusepCode: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  CreatedAt: z.string(),
  ...flags,
});

const bankAccount = {
  BankId: z.string().nullable().describe('Código COMPE do banco (Core/GetBanks)'),
  BankAccountTypeId: int32()
    .nullable()
    .describe('1 Conta corrente, 2 Conta poupança, 3 Conta de pagamento'),
  BankBranchNumber: z.string().nullable(),
  BankBranchDigit: z.string().nullable(),
  BankAccountNumber: z.string().nullable(),
  BankAccountDigit: z.string().nullable(),
};

const partner = z.object({
  Name: z.string(),
  Cpf: z.string(),
  ParticipationPercentage: z.string().nullable(),
});

export const brokerDetail = brokerListItem.extend({
  ...bankAccount,
  BankName: z.string().nullable(),
  Socios: z.array(partner),
  Version: int32(),
});

export const searchBrokersAnswer = envelopeOf(z.object({ Data: z.array(brokerListItem) }));
export const brokerAnswer = envelopeOf(brokerDetail);

export const brokerStatusAnswer = envelopeOf(
  z.object({
    ...flags,
    CanOperate: z.boolean().describe('Pode cotar e propor: não bloqueada e cadastro ativo'),
    Messages: z.array(z.string()),
  }),
);

export const banksAnswer = envelopeOf(
  z.array(z.object({ Id: z.string(), Code: z.string(), Name: z.string(), Label: z.string() })),
);

export const historyAnswer = envelopeOf(z.array(partyHistoryEntry));

export const commissionsAnswer = envelopeOf(
  z.array(
    z.object({
      ModalityGroupName: z.string(),
      CommissionPercentage: z.string(),
      MaxCommissionPercentage: z.string(),
    }),
  ),
);

export const financialDataAnswer = envelopeOf(
  z.object({
    BrokerUniqueId: z.string(),
    ...bankAccount,
    BankName: z.string().nullable(),
    BankAccountTypeName: z.string().nullable(),
  }),
);

const optionalText = z.string().max(200).nullish();

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
export type UpdateBrokerBody = z.infer<typeof updateBrokerBody>;

export const justificationBody = z.object({
  BrokerUniqueId: z.string().max(64),
  Justification: z.string().max(2000).nullish(),
  Version: requiredVersion('A Version lida em GetBroker'),
});

export const validateRegistrationBody = justificationBody.extend({
  Approved: z.boolean().describe('true: aprova (cadastro ativo); false: reprova'),
});

export const blockedAnswer = envelopeOf(z.object({ IsBlocked: z.boolean(), Version: z.number() }));
export const registrationAnswer = envelopeOf(
  z.object({ RegistrationStatus: z.enum(['pending', 'active', 'rejected']), Version: z.number() }),
);

export { insertBrokerBody };
export const insertedBrokerAnswer = envelopeOf(
  z.object({
    BrokerId: int32(),
    BrokerUniqueId: z.string(),
    RegistrationStatus: z.enum(['pending', 'active']),
    UserUniqueId: z.string(),
    Login: z.string(),
    Email: z.string().describe('Para onde foi o link de primeiro acesso'),
  }),
);
