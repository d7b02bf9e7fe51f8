import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { HttpError, useDataProvider, useGetOne } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ProposalDetail, UpdateProposalInput } from '../../../domain/contracts/proposals';
import { ENDORSEMENT_EMISSION_TYPE } from '../../../domain/emissionTypes';
import { gatewayMessages } from '../../../src/components/parties';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { fieldErrors } from '../../../src/providers/fieldErrors';
import { isProposalDetail, type ProposalRecord } from '../proposalRecord';
import { PROPOSAL_PARAM, proposalFieldLabels, stepPath, type WizardStep } from './wizardModel';

export type { ProposalRecord };

/** react-admin's getOne key for a proposal (useGetOne: [resource, 'getOne', { id, meta }]). */
const getOneKey = (id: string) => ['propostas', 'getOne', { id, meta: undefined }];

export const toRecord = (proposal: ProposalDetail): ProposalRecord => ({
  ...proposal,
  id: proposal.UniqueId,
});

/** The draft's UniqueId: the financial step's path parameter, or `?proposta=` on the others. */
export const useDraftId = () => {
  const { propostaUniqueId } = useParams();
  const [params] = useSearchParams();
  return propostaUniqueId ?? params.get(PROPOSAL_PARAM) ?? null;
};

/** A refused write: the messages, those naming a field placed under it, and whether it was stale. */
export interface Refusal {
  messages: string[];
  stale: boolean;
  /** react-admin's submission errors (each field's message, `root.serverError`) or undefined. */
  errors?: Record<string, unknown>;
}

export const isRefusal = (answer: unknown): answer is Refusal =>
  typeof answer === 'object' && answer !== null && 'stale' in answer && 'messages' in answer;

export const refusalOf = (error: unknown): Refusal => {
  const messages = gatewayMessages(error);
  const status = error instanceof HttpError ? error.status : undefined;
  return {
    messages,
    stale: status === 409,
    errors: status === 400 ? fieldErrors(messages, proposalFieldLabels) : undefined,
  };
};

/**
 * The wizard's draft: the proposal read (GetProposalByUniqueId, react-admin's getOne) and its
 * save. Every step saves on the gateway (UpdateProposal, status Cotação), with the Version read;
 * the first save creates the quote and puts its UniqueId in the URL (the step it left is replaced
 * by the one with the UniqueId, so Back never reaches a step that would create a second one).
 * A save running refuses another (a double click sends one call).
 */
export const useProposalDraft = () => {
  const id = useDraftId();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useGetOne<ProposalRecord>('propostas', { id: id ?? '' }, { enabled: Boolean(id) });
  // the draft is the proposal itself: not the list's row react-admin offers while it loads
  const loaded = isProposalDetail(query.data) ? query.data : undefined;
  const proposal = id ? loaded : undefined;
  const running = useRef(false);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  /** Keeps what the gateway answered as the draft read, so the next save sends its Version. */
  const remember = useCallback(
    (saved: ProposalDetail) => {
      const record = toRecord(saved);
      queryClient.setQueryData(getOneKey(saved.UniqueId), record);
      return record;
    },
    [queryClient],
  );

  /**
   * Runs one write of the draft; answers the saved proposal, the refusal (also kept for the
   * screen), or undefined when another write is running.
   */
  const run = useCallback(
    async (write: () => Promise<ProposalDetail>): Promise<ProposalRecord | Refusal | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setSaving(true);
      setRefusal(null);
      try {
        return remember(await write());
      } catch (error) {
        const refused = refusalOf(error);
        setRefusal(refused);
        return refused;
      } finally {
        running.current = false;
        setSaving(false);
      }
    },
    [remember],
  );

  /**
   * Writes fields of the draft (UpdateProposal, or UpdateProposalEndorsement for an endorsement
   * proposal, EmissionProposalType 3) with the UniqueId and Version read; answers as `run` does.
   */
  const saveFields = useCallback(
    (fields: UpdateProposalInput) => {
      const endorsement =
        (fields.EmissionProposalType ?? proposal?.EmissionProposalType) ===
        ENDORSEMENT_EMISSION_TYPE;
      const write = endorsement
        ? dataProvider.updateProposalEndorsement
        : dataProvider.updateProposal;
      return run(() =>
        write({
          ...fields,
          ...(proposal ? { UniqueId: proposal.UniqueId, Version: proposal.Version } : {}),
        }),
      );
    },
    [dataProvider, proposal, run],
  );

  /**
   * Saves the step's fields; then opens `then` (the same step stays when absent). Answers the
   * react-admin submission errors when refused, so a Form's onSubmit shows them under the fields.
   */
  const save = useCallback(
    async (fields: UpdateProposalInput, from: WizardStep, then?: WizardStep) => {
      const creating = !proposal;
      const saved = await saveFields(fields);
      if (!saved) return undefined;
      if (isRefusal(saved)) return saved.errors;
      if (creating) navigate(stepPath(from, saved.UniqueId), { replace: true });
      if (then) navigate(stepPath(then, saved.UniqueId));
      return undefined;
    },
    [navigate, proposal, saveFields],
  );

  return {
    id,
    proposal,
    isPending: Boolean(id) && !loaded && !query.error,
    loadError: id ? query.error : null,
    saving,
    refusal,
    setRefusal,
    run,
    saveFields,
    save,
    remember,
  };
};
export type ProposalDraft = ReturnType<typeof useProposalDraft>;
