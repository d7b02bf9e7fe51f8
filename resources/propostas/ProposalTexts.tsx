import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ProposalContractualTerms } from '../../domain/contracts/proposalTexts';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { ContractualTermsCard } from './ContractualTermsCard';
import { ParticularClausesDialog } from './ParticularClausesDialog';
import { useParticularClausesAccess } from './proposalAccess';

/**
 * Under the proposal's queries, so react-admin's refresh reads them again; by Version, so a
 * change to the proposal (an action, the wizard) shows its texts as they are now.
 */
export const proposalTextKeys = {
  terms: (uniqueId: string, version: number) =>
    ['propostas', 'contractualTerms', uniqueId, version] as const,
};

/**
 * The proposal's object and particular clauses as GetProposalContractualTerms renders them: the
 * tags filled with the proposal's data, those without a value highlighted and listed. Whoever
 * may change the particular clauses now edits them here (UpdateParticularClauses).
 */
export const ProposalTexts = ({
  proposal,
}: {
  proposal: Pick<ProposalDetail, 'UniqueId' | 'Version' | 'StatusId' | 'IsCoBroker'>;
}) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.propostas.terms.${key}`);
  const { getProposalContractualTerms } = useDataProvider<AvalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const terms = useQuery({
    queryKey: proposalTextKeys.terms(proposal.UniqueId, proposal.Version),
    queryFn: () => getProposalContractualTerms(proposal.UniqueId),
  });
  const clauses = useParticularClausesAccess(proposal);
  // the texts as read when the editor opened: their Version goes with the save
  const [editing, setEditing] = useState<ProposalContractualTerms | null>(null);

  if (terms.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  }
  if (terms.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => terms.refetch()}>
            {translate('resources.propostas.show.retry')}
          </Button>
        }
      >
        {gatewayMessages(terms.error).join(' ')}
      </Alert>
    );
  }
  const texts = terms.data;
  return (
    <Stack spacing={2}>
      <ContractualTermsCard title={t('object')} terms={texts.Object} empty={t('objectEmpty')} />
      <ContractualTermsCard
        title={t('clauses')}
        terms={texts.ParticularClausule}
        empty={t('clausesEmpty')}
        action={
          clauses.may && (
            <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(texts)}>
              {t('editClauses')}
            </Button>
          )
        }
      />
      {editing && (
        <ParticularClausesDialog
          terms={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            // the answer is the texts at the proposal's new Version, which the detail reads next
            queryClient.setQueryData(
              proposalTextKeys.terms(proposal.UniqueId, saved.Version),
              saved,
            );
            notify(t('clausesSaved'), { type: 'success' });
            refresh();
          }}
        />
      )}
    </Stack>
  );
};
