import { z } from 'zod';
import {
  contractualTerm,
  contractualTermBody as contractualTermContract,
  insertClauseBody as insertClauseContract,
  particularClause,
  pipeDocuments,
  pipeType,
  requiredDocument,
  updateClauseBody as updateClauseContract,
  type insertDocumentBody,
  type updateDocumentBody,
} from '../../../domain/contracts/modalityTerms';
import { envelopeOf } from '../../http/envelope';
import { sanitisingRichText } from '../../http/richText';

// The calls' request and answer shapes are the contract in domain/contracts/modalityTerms.ts,
// shared with the portal; the routes take the requests from there, the bodies carrying rich text
// sanitised here, and the answers, in the envelope, here.

export const contractualTermBody = sanitisingRichText(contractualTermContract, ['Value']);
export type ContractualTermBody = z.infer<typeof contractualTermBody>;

export const insertClauseBody = sanitisingRichText(insertClauseContract, ['Value']);
export type InsertClauseBody = z.infer<typeof insertClauseBody>;

export const updateClauseBody = sanitisingRichText(updateClauseContract, ['Value']);
export type UpdateClauseBody = z.infer<typeof updateClauseBody>;

export type InsertDocumentBody = z.infer<typeof insertDocumentBody>;
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;

export const termAnswer = envelopeOf(contractualTerm);
export const clauseAnswer = envelopeOf(particularClause);
export const clausesAnswer = envelopeOf(z.array(particularClause));
export const documentAnswer = envelopeOf(requiredDocument);
export const documentsAnswer = envelopeOf(z.array(requiredDocument));
export const cardDocumentsAnswer = envelopeOf(z.array(pipeDocuments));
export const pipeTypesAnswer = envelopeOf(z.array(pipeType));
