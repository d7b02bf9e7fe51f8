import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';
import { requiredVersion } from '../../http/versionField';
import { historyEntry } from '../../../domain/contracts/history';

const percentage = z.union([z.number(), z.string().max(20)]).nullish();
const option = z.object({ UniqueId: z.string(), Name: z.string() });

export const settingsBody = z.object({
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

export const settingsAnswer = envelopeOf(
  z.object({
    PerfilCorretorUniqueId: z.string().nullable(),
    PerfilAgenteUniqueId: z.string().nullable(),
    ComissaoMinimaPercentual: z.string(),
    ComissaoMaximaPercentual: z.string(),
    Padrao: z.boolean().describe('true: a seguradora ainda não salvou; valem os padrões'),
    Version: int32(),
    PerfisCorretor: z.array(option).describe('Perfis ativos do tipo Corretor'),
    PerfisAgente: z.array(option).describe('Perfis ativos do tipo Agente'),
  }),
);

export const historyAnswer = envelopeOf(z.array(historyEntry));
