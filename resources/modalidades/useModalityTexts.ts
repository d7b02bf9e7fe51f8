import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import {
  getCompanyTermTags,
  getContractualTerm,
  getDocumentPipeTypes,
  getParticularClauses,
  getRequiredDocuments,
} from './modalityTextsApi';
import { modalityKeys } from './useModalities';

/** Under modalityKeys.all, so every write's reload refreshes them with the history. */
export const modalityTextKeys = {
  termTags: [...modalityKeys.all, 'termTags'] as const,
  term: (modalityId: number, termType: number) =>
    [...modalityKeys.all, 'term', modalityId, termType] as const,
  clauses: (modalityId: number) => [...modalityKeys.all, 'clauses', modalityId] as const,
  documents: (uniqueId: string) => [...modalityKeys.all, 'documents', uniqueId] as const,
  pipes: (uniqueId: string) => [...modalityKeys.all, 'pipes', uniqueId] as const,
};

/** The tenant's own [Name] term tags, offered beside the catalogue and used by the preview. */
export const useTermTags = () =>
  useQuery({
    queryKey: modalityTextKeys.termTags,
    queryFn: getCompanyTermTags,
    staleTime: 5 * 60_000,
  });

export const useContractualTerm = (modalityId: number, termType: number) =>
  useQuery({
    queryKey: modalityTextKeys.term(modalityId, termType),
    queryFn: () => getContractualTerm(modalityId, termType),
  });

export const useParticularClauses = (modalityId: number) =>
  useQuery({
    queryKey: modalityTextKeys.clauses(modalityId),
    queryFn: () => getParticularClauses(modalityId),
  });

/**
 * The modality's required documents and the pipes that check them. After a write both are read
 * again with ignoreCache=true, as the spec's portal does.
 */
export const useRequiredDocuments = (
  uniqueId: string,
  reload: <T>(write: Promise<T>) => Promise<T>,
) => {
  const afterWrite = useRef(false);
  const documents = useQuery({
    queryKey: modalityTextKeys.documents(uniqueId),
    queryFn: () => getRequiredDocuments(uniqueId, afterWrite.current),
  });
  const pipes = useQuery({
    queryKey: modalityTextKeys.pipes(uniqueId),
    queryFn: () => getDocumentPipeTypes(uniqueId, afterWrite.current),
  });
  const write = useCallback(
    <T>(call: Promise<T>) => {
      afterWrite.current = true;
      return reload(call);
    },
    [reload],
  );
  return { documents, pipes, write };
};
