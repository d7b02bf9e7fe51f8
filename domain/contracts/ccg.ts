import { z } from 'zod';
import { isValidCpf, isValidEmail } from '../validators';
import { int32 } from './integers';
import { requiredVersion } from './version';

/**
 * The CCG (contrato de contragarantia) calls (issue 14; shapes ours, in the spec's style, as the
 * spec names KanbanPolicyHolderCCGSendToBroker and GetCardPolicyHolderCCGInfo without showing them).
 */

const uniqueIdField = (description: string) => z.string().max(64).describe(description);

export const ccgGuarantor = z.object({
  Name: z.string().trim().min(1, 'O campo "Name" do fiador é obrigatório.').max(200),
  Cpf: z
    .string()
    .max(20)
    .transform((value) => value.replace(/\D/g, ''))
    .refine(isValidCpf, 'O campo "Cpf" do fiador não é um CPF válido.'),
  Email: z
    .string()
    .trim()
    .max(200)
    .refine(isValidEmail, 'O campo "Email" do fiador não é um e-mail válido.'),
});
export type CcgGuarantorInput = z.infer<typeof ccgGuarantor>;

export const ccgQuery = z.object({ CCGUniqueId: uniqueIdField('UniqueId do CCG') });
export const holderCcgQuery = z.object({
  PolicyHolderUniqueId: uniqueIdField('UniqueId do tomador'),
});

export const createCcgBody = z.object({
  PolicyHolderUniqueId: uniqueIdField('UniqueId do tomador'),
  Guarantors: z.array(ccgGuarantor).max(10).describe('Fiadores (nome, CPF, e-mail), até 10'),
  Manual: z
    .boolean()
    .optional()
    .describe(
      'CCG assinado em papel: a seguradora envia a cópia assinada (card ANALISE_CCG_MANUAL)',
    ),
});
export type CreateCcgBody = z.infer<typeof createCcgBody>;

export const ccgWriteBody = z.object({
  CCGUniqueId: uniqueIdField('UniqueId do CCG'),
  Version: requiredVersion('A Version lida do CCG'),
});
export type CcgWriteBody = z.infer<typeof ccgWriteBody>;

export const uploadSignedCcgBody = ccgWriteBody.extend({
  ArchiveUniqueId: z.string().max(64).describe('Arquivo enviado por Archive/Upload'),
});
export type UploadSignedCcgBody = z.infer<typeof uploadSignedCcgBody>;

const archiveInfo = z.object({
  UniqueId: z.string().describe('Use em Application/GetUrlFileDownload?ArchiveUniqueId'),
  Name: z.string(),
});

export const ccgHistoryRow = z.object({
  Id: int32(),
  ChangedAt: z.string(),
  ChangedByName: z.string(),
  ChangesHistories: z.array(
    z.object({
      Field: z.string(),
      Label: z.string(),
      OldValue: z.string().nullable(),
      NewValue: z.string().nullable(),
    }),
  ),
});

export const ccgInfo = z.object({
  UniqueId: z.string(),
  Status: int32().describe('CCGStatus: 1 Criado … 6 Aguardando Corretor'),
  StatusName: z.string(),
  Manual: z.boolean(),
  RefusalReason: z.string().nullable(),
  PolicyHolder: z.object({
    UniqueId: z.string(),
    Name: z.string(),
    CpfCnpj: z.string(),
    IgnoreCcgSignature: z.boolean(),
  }),
  Guarantors: z.array(z.object({ Name: z.string(), Cpf: z.string(), Email: z.string() })),
  ContractArchive: archiveInfo.nullable(),
  SignedArchive: archiveInfo.nullable(),
  SentToBrokerAt: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  Version: int32(),
  History: z.array(ccgHistoryRow),
});
export type CcgInfo = z.infer<typeof ccgInfo>;

// ---- administration (/contrato, /stepper)

export const ccgTemplate = z.object({
  Content: z.string(),
  Version: int32().describe('0 enquanto a seguradora não salvou o seu modelo'),
  UpdatedAt: z.string().nullable(),
});
export type CcgTemplate = z.infer<typeof ccgTemplate>;

export const saveCcgTemplateBody = z.object({
  Content: z
    .string()
    .max(200_000)
    .describe('HTML do modelo; passa pelo sanitizador de lista permitida'),
  Version: int32()
    .min(0)
    .describe('A Version lida (0 no primeiro salvamento); desatualizada → 409'),
});
export type SaveCcgTemplateBody = z.infer<typeof saveCcgTemplateBody>;

export const ccgStep = z.object({
  UniqueId: z.string(),
  Order: int32(),
  Name: z.string(),
  Description: z.string().nullable(),
  CCGStatus: int32(),
  Required: z.boolean(),
  Version: int32(),
});
export type CcgStep = z.infer<typeof ccgStep>;

export const saveCcgStepBody = z.object({
  UniqueId: z.string().max(64).optional().describe('Ausente: cria uma etapa no fim'),
  Name: z.string().trim().min(1, 'O campo "Name" é obrigatório.').max(120),
  Description: z.string().max(1000).nullish(),
  CCGStatus: z.int().min(1).max(6).describe('CCGStatus que a etapa representa'),
  Required: z.boolean(),
  Version: int32().optional().describe('Obrigatória ao editar; desatualizada → 409'),
});
export type SaveCcgStepBody = z.infer<typeof saveCcgStepBody>;

export const moveCcgStepBody = z.object({
  UniqueId: z.string().max(64),
  Direction: z.enum(['up', 'down']),
  Version: requiredVersion('A Version lida da etapa'),
});
export type MoveCcgStepBody = z.infer<typeof moveCcgStepBody>;

export const deleteCcgStepBody = z.object({
  UniqueId: z.string().max(64),
  Version: requiredVersion('A Version lida da etapa'),
});
export type DeleteCcgStepBody = z.infer<typeof deleteCcgStepBody>;
