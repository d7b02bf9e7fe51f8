import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
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
export const useTermTags = () => {
  const { getCompanyTermTags } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: modalityTextKeys.termTags,
    queryFn: () => getCompanyTermTags(),
    staleTime: 5 * 60_000,
  });
};

export const useContractualTerm = (modalityId: number, termType: number) => {
  const { getContractualTerm } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: modalityTextKeys.term(modalityId, termType),
    queryFn: () => getContractualTerm(modalityId, termType),
  });
};

export const useParticularClauses = (modalityId: number) => {
  const { getParticularClauses } = useDataProvider<AvalDataProvider>();
  return useQuery({
    queryKey: modalityTextKeys.clauses(modalityId),
    queryFn: () => getParticularClauses(modalityId),
  });
};

/**
 * The modality's required documents and the pipes that check them. After a write both are read
 * again with ignoreCache=true, as the spec's portal does.
 */
export const useRequiredDocuments = (
  uniqueId: string,
  reload: <T>(write: Promise<T>) => Promise<T>,
) => {
  const { getModalityRequiredDocuments, getModalityDocumentPipeTypes } =
    useDataProvider<AvalDataProvider>();
  const afterWrite = useRef(false);
  const documents = useQuery({
    queryKey: modalityTextKeys.documents(uniqueId),
    queryFn: () => getModalityRequiredDocuments(uniqueId, afterWrite.current),
  });
  const pipes = useQuery({
    queryKey: modalityTextKeys.pipes(uniqueId),
    queryFn: () => getModalityDocumentPipeTypes(uniqueId, afterWrite.current),
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
