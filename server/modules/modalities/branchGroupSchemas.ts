import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { bodyId } from './schemas';
import { requiredVersion } from '../../http/versionField';
import { historyEntry } from '../../../domain/contracts/history';

const version = requiredVersion('A versão lida (Version da resposta)');

export const insertBranchBody = z.object({
  Code: z.string().max(20).nullish().describe('Código SUSEP do ramo, 4 dígitos (ex.: 0775)'),
  Name: z.string().max(400).nullish(),
  IsPrivate: z.boolean().nullish().describe('true: setor privado; false: setor público'),
});
export const updateBranchBody = z.object({
  Id: bodyId,
  Name: z.string().max(400).nullish().describe('Novo nome (ausente: mantém)'),
  IsActive: z.boolean().nullish().describe('Ativa ou desativa o ramo (ausente: mantém)'),
  Version: version,
});
export const insertGroupBody = z.object({
  BranchId: bodyId.describe('Id do ramo'),
  Name: z.string().max(400).nullish(),
});
export const updateGroupBody = z.object({
  Id: bodyId.describe('Id do grupo'),
  Name: z.string().max(400).nullish(),
  Version: version,
});
export const premiumLimitBody = z.object({
  Percentage: z
    .union([z.number(), z.string().max(40)])
    .nullish()
    .describe('Maior que 0 e até 100, até 4 casas'),
  Version: requiredVersion('A Version lida (0 enquanto vale o padrão de 10%)'),
});

const group = z.object({
  Id: int32(),
  ModalityGroupUniqueId: z.string(),
  Name: z.string(),
  Version: int32(),
  ModalityCount: int32(),
});
const branch = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Code: z.string(),
  Name: z.string(),
  IsPrivate: z.boolean(),
  IsActive: z.boolean(),
  Version: int32(),
  Groups: z.array(group),
});
export const branchAnswer = envelopeOf(branch);
export const branchesAnswer = envelopeOf(z.array(branch));
export const premiumLimitParameterAnswer = envelopeOf(
  z.object({
    Percentage: z.string().describe('Decimal, 4 casas'),
    Version: int32(),
    History: z.array(
      z.object({
        Id: int32(),
        ChangedAt: z.string(),
        ChangedByName: z.string(),
        OldValue: z.string().nullable(),
        NewValue: z.string().nullable(),
      }),
    ),
  }),
);
export const branchGroupHistoryAnswer = envelopeOf(
  z.array(
    historyEntry.extend({
      Entity: z.string().describe('CompanyBranch, ModalityGroup ou PremiumLimit'),
      EntityLabel: z.string().describe('Ramo, Grupo ou Prêmio máximo'),
      EntityId: int32(),
      EntityName: z
        .string()
        .nullable()
        .describe('Ramo "código · nome", grupo "nome (código do ramo)"; null no prêmio máximo'),
    }),
  ),
);
