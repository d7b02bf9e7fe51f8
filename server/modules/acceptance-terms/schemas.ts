import { z } from 'zod';
import { int32 } from '../../http/inputSchemas';
import { acceptanceProposalTypes } from '../../../domain/acceptanceTerms';
import { envelopeOf } from '../../http/envelope';

const PROPOSAL_TYPE_MESSAGE = `O campo "proposaltype" deve ser um destes tipos de proposta: ${acceptanceProposalTypes.join(', ')}.`;

export const lastTermQuery = z.object({
  proposaltype: z.coerce
    .number({ error: PROPOSAL_TYPE_MESSAGE })
    .int({ error: PROPOSAL_TYPE_MESSAGE })
    .refine((value) => (acceptanceProposalTypes as readonly number[]).includes(value), {
      error: PROPOSAL_TYPE_MESSAGE,
    })
    .describe('Tipo de proposta: 1 cotação e proposta (emissão), 2 renovação, 3 endosso'),
});

export const lastTermAnswer = envelopeOf(
  z.object({
    Id: int32(),
    ProposalType: int32(),
    Version: int32(),
    HTML: z.string().describe('HTML com as tags [Nome] já substituídas'),
    PublishedAt: z.string().describe('ISO 8601'),
  }),
);
