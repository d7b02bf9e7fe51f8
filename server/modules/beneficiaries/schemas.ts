import { z } from 'zod';
import {
  beneficiary,
  beneficiaryValidation,
  type saveBeneficiaryLocationBody,
  type validateBeneficiaryBody,
} from '../../../domain/contracts/beneficiaries';
import { envelopeOf } from '../../http/envelope';

// The calls' request and answer shapes are the contract in domain/contracts/beneficiaries.ts,
// shared with the portal; the routes take the requests from there and the answers, in the
// envelope, here.
export const searchAnswer = envelopeOf(z.array(beneficiary));
export const beneficiaryAnswer = envelopeOf(beneficiary);
export const validationAnswer = envelopeOf(beneficiaryValidation);

/** The bodies as the services receive them, parsed (defaults and transforms applied). */
export type ValidateBeneficiaryBody = z.infer<typeof validateBeneficiaryBody>;
export type SaveBeneficiaryLocationBody = z.infer<typeof saveBeneficiaryLocationBody>;
