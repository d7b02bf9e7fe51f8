import type {
  ClausesQuery,
  ContractualTermAnswer,
  ContractualTermInput,
  DocumentIdQuery,
  DocumentsQuery,
  DocumentStatusQuery,
  InsertParticularClauseInput,
  InsertRequiredDocumentInput,
  ModalityObjectQuery,
  ParticularClauseAnswer,
  ParticularClauseInput,
  ParticularClauseStatusInput,
  PipeTypeAnswer,
  RequiredDocumentAnswer,
  RequiredDocumentInput,
  UpdateParticularClauseInput,
  UpdateRequiredDocumentInput,
} from '../../domain/modalityTerms';
import type { TermTag } from '../../domain/templates';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The calls behind a modality's texts: contractual terms, particular clauses and the documents a
 * proposal of it must carry (spec part 1 §7 "Modalities"), typed from their contract
 * (domain/contracts/modalityTerms.ts), the same zod objects the gateway validates and answers with.
 */

export const getCompanyTermTags = () =>
  gatewayClient.get<TermTag[]>('Core/GetCompanyTermOfUseTags');

export const getContractualTerm = (ModalityId: number, termType: number) =>
  gatewayClient.get<ContractualTermAnswer>('Core/GetModalityObject', {
    query: { ModalityId, termType } satisfies ModalityObjectQuery,
  });

/** JSONTag and JSONTagValue travel as the editor computed them; the gateway recomputes both. */
export const saveContractualTerm = (input: ContractualTermInput) =>
  gatewayClient.put<ContractualTermAnswer>('Core/InsertContractualTerm', { json: input });

export const getParticularClauses = (modalityid: number) =>
  gatewayClient.get<ParticularClauseAnswer[]>('Core/GetParticularDetailClauses', {
    query: { modalityid } satisfies ClausesQuery,
  });

/** The spec's rule: a clause without Id is inserted, one with Id is updated. */
export const saveParticularClause = (
  ModalityId: number,
  input: ParticularClauseInput,
  clause?: Pick<ParticularClauseAnswer, 'Id' | 'Version'>,
) =>
  clause
    ? gatewayClient.put<ParticularClauseAnswer>('Core/UpdateParticularClause', {
        json: {
          Id: clause.Id,
          Version: clause.Version,
          ...input,
        } satisfies UpdateParticularClauseInput,
      })
    : gatewayClient.post<ParticularClauseAnswer>('Core/InsertParticularClause', {
        json: { ModalityId, ...input } satisfies InsertParticularClauseInput,
      });

export const moveParticularClause = (clause: ParticularClauseAnswer, Order: number) =>
  gatewayClient.put<ParticularClauseAnswer>('Core/UpdateParticularClause', {
    json: { Id: clause.Id, Version: clause.Version, Order } satisfies UpdateParticularClauseInput,
  });

export const setParticularClauseStatus = (clause: ParticularClauseAnswer, IsActive: boolean) =>
  gatewayClient.put<ParticularClauseAnswer>('Core/UpdateStatusParticularClause', {
    json: {
      Id: clause.Id,
      IsActive,
      Version: clause.Version,
    } satisfies ParticularClauseStatusInput,
  });

/** `ignoreCache` right after a write, so no cache between portal and gateway serves old rows. */
const documentsQuery = (ModalityUniqueId: string, ignoreCache: boolean): DocumentsQuery =>
  ignoreCache ? { ModalityUniqueId, ignoreCache: 'true' } : { ModalityUniqueId };

export const getRequiredDocuments = (ModalityUniqueId: string, ignoreCache = false) =>
  gatewayClient.get<RequiredDocumentAnswer[]>('Core/GetProposalParameterRequestDocuments', {
    query: documentsQuery(ModalityUniqueId, ignoreCache),
  });

export const getDocumentPipeTypes = (ModalityUniqueId: string, ignoreCache = false) =>
  gatewayClient.get<PipeTypeAnswer[]>('Core/GetPipeTypeForDocument', {
    query: documentsQuery(ModalityUniqueId, ignoreCache),
  });

export const saveRequiredDocument = (
  ModalityUniqueId: string,
  input: RequiredDocumentInput,
  document?: Pick<RequiredDocumentAnswer, 'Id' | 'Version'>,
) =>
  document
    ? gatewayClient.put<RequiredDocumentAnswer>('Core/UpdateProposalParameterRequestDocument', {
        json: {
          Id: document.Id,
          Version: document.Version,
          ...input,
        } satisfies UpdateRequiredDocumentInput,
      })
    : gatewayClient.post<RequiredDocumentAnswer>('Core/InsertProposalParameterRequestDocument', {
        json: { ModalityUniqueId, ...input } satisfies InsertRequiredDocumentInput,
      });

type DocumentRead = Pick<RequiredDocumentAnswer, 'Id' | 'Version'>;

export const deleteRequiredDocument = ({ Id, Version }: DocumentRead) =>
  gatewayClient.delete<RequiredDocumentAnswer>('Core/DeleteProposalParameterRequestDocument', {
    query: { id: Id, Version } satisfies DocumentIdQuery,
  });

export const restoreRequiredDocument = ({ Id, Version }: DocumentRead) =>
  gatewayClient.post<RequiredDocumentAnswer>('Core/UpdateStatusProposalParameterRequestDocument', {
    query: { id: Id, IsDeleted: 'false', Version } satisfies DocumentStatusQuery,
  });
