import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { InsuredDetail } from '../../domain/insureds';
import type { PartyLocationInput } from '../../domain/partyLocation';
import {
  getInsured,
  getInsuredHistory,
  removeInsuredLocation,
  saveInsuredLocation,
  setInsuredBlocked,
  updateInsuredBranch,
  updateInsuredLocation,
  updateInsuredName,
} from './insuredsApi';

export const insuredKeys = {
  all: ['segurados'] as const,
  detail: (uniqueId: string) => ['segurados', 'detail', uniqueId] as const,
  history: (id: number) => ['segurados', 'history', id] as const,
};

/** One insured, its history and every change the detail screen makes (each refreshes both). */
export const useInsured = (uniqueId: string) => {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: insuredKeys.detail(uniqueId),
    queryFn: () => getInsured(uniqueId),
    retry: false,
  });
  const insured = detail.data;
  const history = useQuery({
    queryKey: insuredKeys.history(insured?.Id ?? 0),
    queryFn: () => getInsuredHistory(insured?.Id ?? 0),
    enabled: !!insured,
  });

  const refreshHistory = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['segurados', 'history'] }),
    [queryClient],
  );
  /** A write that answers the insured: the screen shows the answer at once. */
  const applied = useCallback(
    async (write: Promise<InsuredDetail>) => {
      const saved = await write;
      queryClient.setQueryData(insuredKeys.detail(uniqueId), saved);
      void queryClient.invalidateQueries({ queryKey: ['segurados', 'search'] });
      void refreshHistory();
      return saved;
    },
    [queryClient, uniqueId, refreshHistory],
  );
  /** An address write: reload the insured (main flag may move) and its history. */
  const reloaded = useCallback(
    async <T>(write: Promise<T>) => {
      const result = await write;
      await queryClient.invalidateQueries({ queryKey: insuredKeys.detail(uniqueId) });
      void refreshHistory();
      return result;
    },
    [queryClient, uniqueId, refreshHistory],
  );

  const current = () => {
    if (!insured) throw new Error('Segurado não carregado.');
    return insured;
  };

  return {
    detail,
    history,
    rename: (name: string) => applied(updateInsuredName(current(), name)),
    setBranch: (isPrivate: boolean) => applied(updateInsuredBranch(current(), isPrivate)),
    setBlocked: (isBlocked: boolean, justify: string) =>
      applied(setInsuredBlocked(current(), isBlocked, justify)),
    addLocation: (input: PartyLocationInput) => reloaded(saveInsuredLocation(current().Id, input)),
    updateLocation: (locationId: number, input: PartyLocationInput) =>
      reloaded(updateInsuredLocation(locationId, input)),
    removeLocation: (locationId: number) => reloaded(removeInsuredLocation(locationId)),
  };
};
