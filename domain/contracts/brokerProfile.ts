import { z } from 'zod';
import { int32 } from './integers';
import { requiredVersion } from './version';

/**
 * The broker profile calls ("Perfil do corretor", /api/Parametros/*PerfilCorretor, designed: the
 * spec shows only the route), written once: the gateway's route schemas
 * (server/modules/broker-profile/schemas.ts wraps the answers in the envelope) and the portal's
 * types (domain/brokerProfileSettings.ts) both come from here. Percentages are decimal strings
 * with 2 places (`"30.00"`).
 */

const percentage = z.union([z.number(), z.string().max(20)]).nullish();

/** A live profile the settings may name. */
export const profileOption = z.object({ UniqueId: z.string(), Name: z.string() });

/** SalvarPerfilCorretor's body: absent fields keep their value. */
export const brokerProfileSettingsBody = z.object({
  PerfilCorretorUniqueId: z
    .string()
    .max(60)
    .nullish()
    .describe('Perfil (tipo Corretor) do usuário master; null: o perfil padrão "Corretor"'),
  PerfilAgenteUniqueId: z
    .string()
    .max(60)
    .nullish()
    .describe('Perfil (tipo Agente) dos agentes; null: mantêm o seu'),
  ComissaoMinimaPercentual: percentage.describe('0 a 100, até 2 casas'),
  ComissaoMaximaPercentual: percentage.describe('0 a 100, até 2 casas, ≥ a mínima'),
  Version: requiredVersion('A Version lida (0 enquanto não salva)'),
});

/**
 * The settings as stored: the profile (user type Corretor) of the broker's master user, null for
 * the standard one; the profile (user type Agente) of its agents, null: they keep theirs; the
 * commission range, 0–100, minimum ≤ maximum.
 */
export const brokerProfileSettings = z.object({
  PerfilCorretorUniqueId: z.string().nullable(),
  PerfilAgenteUniqueId: z.string().nullable(),
  ComissaoMinimaPercentual: z.string(),
  ComissaoMaximaPercentual: z.string(),
});

/** ObterPerfilCorretor's and SalvarPerfilCorretor's answer: the settings and the choices. */
export const brokerProfileAnswer = brokerProfileSettings.extend({
  Padrao: z.boolean().describe('true: a seguradora ainda não salvou; valem os padrões'),
  Version: int32(),
  PerfisCorretor: z.array(profileOption).describe('Perfis ativos do tipo Corretor'),
  PerfisAgente: z.array(profileOption).describe('Perfis ativos do tipo Agente'),
});

export type ProfileOption = z.infer<typeof profileOption>;
export type BrokerProfileSettings = z.infer<typeof brokerProfileSettings>;
export type BrokerProfileAnswer = z.infer<typeof brokerProfileAnswer>;
/** What the portal sends (z.input: before the gateway's defaults and transforms). */
export type BrokerProfileSettingsBodyInput = z.input<typeof brokerProfileSettingsBody>;
