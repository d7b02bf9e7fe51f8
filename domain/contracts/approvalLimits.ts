import { z } from 'zod';
import { int32, queryInt32 } from './integers';
import { requiredVersion } from './version';

/**
 * Alçadas (issue 14): the largest IS each profile may approve per pipe, and who may approve a
 * card. Our design (the spec shows the rule, not the calls): the gateway's route schemas and the
 * portal's types (resources/perfis/approvalLimitsApi.ts) both come from here. Amounts are decimal
 * strings in reais (`"1500000.00"`); null means no limit.
 */

const profileUniqueId = z.string().max(64).describe('UniqueId do perfil');

/** GetProfileApprovalLimits' query. */
export const approvalLimitsQuery = z.object({ ProfileUniqueId: profileUniqueId });

/** UpdateProfileApprovalLimits' body: every pipe's limit of the profile, replaced whole. */
export const approvalLimitsBody = z.object({
  ProfileUniqueId: profileUniqueId,
  Version: requiredVersion('A Version das alçadas lida (0 se o perfil ainda não tem nenhuma)'),
  Limits: z
    .array(
      z.object({
        AnalysisType: z.string().max(40).describe('A esteira (analysisType de GET pipes)'),
        MaxInsuredAmount: z
          .union([z.string().max(30), z.number()])
          .nullish()
          .describe('IS máxima em reais (1500000.50 ou "1.500.000,50"); vazio: sem limite'),
      }),
    )
    .max(50),
});

/** GetCardApprovers' query. */
export const cardApproversQuery = z.object({ cardId: queryInt32().positive() });

const amount = z.string().nullable().describe('Em reais, p.ex. "1500000.00"; null: sem limite');

/** One pipe's limit of a profile. */
export const approvalLimit = z.object({
  AnalysisType: z.string(),
  PipeName: z.string(),
  MaxInsuredAmount: amount,
});

/** The answer of both profile calls. */
export const profileApprovalLimits = z.object({
  ProfileUniqueId: z.string(),
  Version: int32().describe('Envie-a de volta em UpdateProfileApprovalLimits'),
  Limits: z.array(approvalLimit),
});

/** Who may approve a card: the tenant's active users whose profile moves cards in its pipe with an alçada covering its IS. */
export const cardApprovers = z.object({
  CardId: int32(),
  InsuredAmount: z.string().nullable().describe('A IS do card; null: o card não tem IS'),
  CallerMaxInsuredAmount: amount.describe(
    'A alçada do perfil de quem pergunta nesta esteira; null: sem limite',
  ),
  Users: z.array(
    z.object({
      UserId: int32(),
      Name: z.string(),
      Login: z.string(),
      ProfileName: z.string(),
      MaxInsuredAmount: amount,
    }),
  ),
});

export type ApprovalLimitsBody = z.infer<typeof approvalLimitsBody>;
export type ProfileApprovalLimits = z.infer<typeof profileApprovalLimits>;
export type ApprovalLimitRow = z.infer<typeof approvalLimit>;
export type CardApprovers = z.infer<typeof cardApprovers>;
