import { z } from 'zod';
import { coBrokerOption } from '../../../domain/contracts/coBrokers';
import {
  financialCalculation,
  proposalDetail,
  proposalSummary,
} from '../../../domain/contracts/proposals';
import { envelopeOf } from '../../http/envelope';
import { cappedPagedOf } from '../../http/paging';

// The calls' request and answer shapes are the contract in domain/contracts/proposals.ts, shared
// with the portal; the routes take the requests from there and the answers, in the envelope, here.
export const proposalsPageAnswer = envelopeOf(cappedPagedOf(proposalSummary));
export const proposalListAnswer = envelopeOf(z.array(proposalSummary));
export const proposalAnswer = envelopeOf(proposalDetail);
export const financialAnswer = envelopeOf(financialCalculation);
export const coBrokerOptionsAnswer = envelopeOf(z.array(coBrokerOption));
