import { z } from 'zod';
import { portalThemes } from '../../db/schema';
import { envelopeOf } from '../../http/envelope';

export const portalConfigQuery = z.object({
  dns: z
    .string()
    .trim()
    .max(253)
    .optional()
    .describe('Endereço do portal; sem ele, o Host da requisição'),
  redirectUrl: z.string().max(2048).optional().describe('Aceito por compatibilidade; não usado'),
});

export const portalConfigAnswer = envelopeOf(
  z.object({
    companyKey: z.string(),
    companyName: z.string(),
    dns: z.string(),
    maintenance: z.boolean(),
    maintenanceMessage: z.string().nullable(),
    warnMaintenance: z.boolean(),
    kanbanUrl: z.string(),
    hubUrl: z.string(),
    layout: z.object({
      common: z.object({
        primaryColor: z.string(),
        figureColor: z.string(),
        lineColor: z.string(),
        FontFamily: z.string(),
        FontFamilyUrl: z.string().nullable(),
      }),
      theme: z.enum(portalThemes),
    }),
  }),
);
