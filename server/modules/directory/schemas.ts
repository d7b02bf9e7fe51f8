import { z } from 'zod';
import { envelopeOf } from '../../http/envelope';

export const startQuery = z.object({
  seguradora: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('O :seguradora de /login-entra-ad/:seguradora (slug do provedor da seguradora)'),
  redirectUri: z
    .string()
    .trim()
    .min(1)
    .max(2048)
    .describe('Endereço de retorno do portal: <origem>/login-ad-<seguradora>-callback'),
});

export const startAnswer = envelopeOf(
  z.object({
    AuthorizationUrl: z
      .string()
      .describe('Endereço de autorização do provedor (code + PKCE S256, state e nonce)'),
  }),
);
