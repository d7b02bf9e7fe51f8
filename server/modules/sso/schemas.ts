import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';
import { isPortalPath } from '../../../domain/portalPath';
import { EXTRA_PATH_INVALID } from './messages';

export const issueSsoTokenBody = z.object({
  UserInfoUniqueId: z.uuid().describe('UniqueId do usuário que vai entrar com o token'),
  ExtraPath: z
    .string()
    .trim()
    .max(512, { error: EXTRA_PATH_INVALID })
    .refine((path) => path === '' || isPortalPath(path), { error: EXTRA_PATH_INVALID })
    .optional()
    .describe('Caminho do portal a abrir após a entrada (ex.: /propostas)'),
});

export const issueSsoTokenAnswer = envelopeOf(
  z.object({
    Token: z.string().describe('Token de uso único (grant_type=authorization_code, code=Token)'),
    Url: z.string().describe('<origem>/acesso/credentials-asd/<Token>[/<ExtraPath codificado>]'),
    ExpiresAt: z.string().describe('ISO 8601 (5 minutos)'),
  }),
);
