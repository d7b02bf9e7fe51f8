import { z } from 'zod';
import { historyEntry } from './history';
import { int32, positiveBodyId } from './integers';
import { requiredVersion } from './version';

/**
 * The parameterisation calls of branches, modality groups and the premium limit (/api/Core and
 * /api/Modality, documented in /docs), written once: the gateway's route schemas
 * (server/modules/modalities/branchGroupSchemas.ts wraps the answers in the envelope) and the
 * portal's types (domain/branchGroups.ts) both come from here.
 */

const bodyId = positiveBodyId();
const version = requiredVersion('A versão lida (Version da resposta)');

// ---- requests

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

// ---- answers

export const parameterisationGroup = z.object({
  Id: int32(),
  ModalityGroupUniqueId: z.string(),
  Name: z.string(),
  Version: int32(),
  ModalityCount: int32(),
});

/** A branch as the parameterisation screens edit it: with its Version and groups. */
export const parameterisationBranch = z.object({
  Id: int32(),
  UniqueId: z.string(),
  Code: z.string(),
  Name: z.string(),
  IsPrivate: z.boolean(),
  IsActive: z.boolean(),
  Version: int32(),
  Groups: z.array(parameterisationGroup),
});

/** GetPercentageLimitPremiumParameter: Version 0 while the tenant uses the default (no row). */
export const premiumLimitParameter = z.object({
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
});

/** A row of GetCompanyBranchesHistory: a branch, group or premium-limit change. */
export const branchGroupHistoryEntry = historyEntry.extend({
  Entity: z.string().describe('CompanyBranch, ModalityGroup ou PremiumLimit'),
  EntityLabel: z.string().describe('Ramo, Grupo ou Prêmio máximo'),
  EntityId: int32(),
  EntityName: z
    .string()
    .nullable()
    .describe('Ramo "código · nome", grupo "nome (código do ramo)"; null no prêmio máximo'),
});

export type ParameterisationGroup = z.infer<typeof parameterisationGroup>;
export type ParameterisationBranch = z.infer<typeof parameterisationBranch>;
export type PremiumLimitParameter = z.infer<typeof premiumLimitParameter>;
export type BranchGroupHistoryRow = z.infer<typeof branchGroupHistoryEntry>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type InsertBranchInput = z.input<typeof insertBranchBody>;
export type UpdateBranchInput = z.input<typeof updateBranchBody>;
export type InsertGroupInput = z.input<typeof insertGroupBody>;
export type UpdateGroupInput = z.input<typeof updateGroupBody>;
export type PremiumLimitInput = z.input<typeof premiumLimitBody>;
