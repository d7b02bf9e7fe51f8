import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { envelopeOf } from '../../http/envelope';

export const termOfUseAnswer = envelopeOf(
  z.object({
    Id: int32(),
    Version: int32(),
    HTMLTermOfUse: z.string().describe('HTML com as tags [Nome] já substituídas'),
    PublishedAt: z.string().describe('ISO 8601'),
  }),
);

export const termTagsAnswer = envelopeOf(
  z.array(z.object({ Name: z.string(), Value: z.string() })),
);

export const booleanAnswer = envelopeOf(z.boolean());
