import { Alert, Box, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SelectInput, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { maskDocument } from '../../../domain/cpfCnpj';
import { formatBRL } from '../../../domain/format';
import type { PolicyHolderLimitsAnswer } from '../../../domain/policyHolders';
import { percentText } from '../../../domain/pricing/messages';
import { FigurePanel } from '../../../src/components/FigurePanel';
import { gatewayMessages } from '../../../src/components/parties';
import { QuickSearch } from '../../../src/components/QuickSearch';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import type { ProposalDraft } from './useProposalDraft';
import { WizardForm, wizardText } from './WizardForm';

const MIN_SEARCH = 3;

/** The holder as the step holds it: from the search or from the draft. */
export interface HolderOption {
  Id: number;
  UniqueId: string;
  Name: string;
  CpfCnpj: string;
}

interface HolderValues {
  PolicyHolderUniqueId: string | null;
  PolicyHolderBranchId: number | null;
}

/** The chosen holder's limits and rates (ValidatePolicyHolderByCNPJToNewProposal's answer). */
export const HolderLimits = ({ limits }: { limits: PolicyHolderLimitsAnswer }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(wizardText(`holder.${key}`));
  const rows: [string, string][] = [
    [t('limit'), formatBRL(limits.LimitValue) || '—'],
    [t('used'), formatBRL(limits.LimitUsedValue) || '—'],
    [t('available'), formatBRL(limits.LimitAvailableValue) || '—'],
    [t('riskClass'), limits.RiskClass ?? '—'],
    [t('baseRate'), limits.BaseRate ? `${percentText(limits.BaseRate)} a.a.` : '—'],
  ];
  return <FigurePanel title={t('limitsTitle')} rows={rows} testIdPrefix="holder" />;
};

/** Holder search (SearchPolicyHolder, active holders only) as the form's PolicyHolderUniqueId. */
const HolderSearchInput = ({
  chosen,
  onChoose,
}: {
  chosen: HolderOption | null;
  onChoose: (holder: HolderOption | null) => void;
}) => {
  const { searchHoldersForProposal } = useDataProvider<AvalDataProvider>();
  const { field, fieldState } = useInput({ source: 'PolicyHolderUniqueId' });
  return (
    <QuickSearch<HolderOption>
      queryKey={['propostas', 'holderSearch']}
      search={searchHoldersForProposal}
      minLength={MIN_SEARCH}
      value={chosen}
      optionLabel={(option) => option.Name}
      optionText={(option) => `${option.Name} · ${maskDocument(option.CpfCnpj)}`}
      onPick={(holder) => {
        field.onChange(holder?.UniqueId ?? null);
        onChoose(holder);
      }}
      required
      label={wizardText('holder.search')}
      hint={wizardText('holder.searchHint')}
      empty={wizardText('holder.noMatches')}
      error={fieldState.error?.message}
      helperText={wizardText('holder.searchHint')}
    />
  );
};

/**
 * What the step shows of the chosen holder: whether it may be used (the reasons why not; the
 * gateway refuses the save with them too), its limits and rates, its branches.
 */
const HolderDetails = ({ holder }: { holder: HolderOption }) => {
  const translate = useTranslate();
  const { validateHolderForProposal, getPolicyHolderBranches } =
    useDataProvider<AvalDataProvider>();
  // keyed by holder: another holder shows nothing of the previous one while its check runs
  const check = useQuery({
    queryKey: ['propostas', 'holderCheck', holder.CpfCnpj],
    queryFn: () => validateHolderForProposal(holder.CpfCnpj),
    retry: false,
  });
  const branches = useQuery({
    queryKey: ['propostas', 'holderBranches', holder.Id],
    queryFn: () => getPolicyHolderBranches(holder.Id),
    retry: false,
  });
  const choices = useMemo(
    () =>
      (branches.data ?? []).map((branch) => ({ id: branch.Id, name: maskDocument(branch.Cnpj) })),
    [branches.data],
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="holder-details">
      {check.isPending && <Skeleton variant="rounded" height={96} />}
      {check.error && <Alert severity="error">{gatewayMessages(check.error).join(' ')}</Alert>}
      {check.data && !check.data.CanUse && (
        <Alert severity="warning">
          {translate(wizardText('holder.cannotUse'))}
          <ul style={{ margin: 0 }}>
            {check.data.Reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      )}
      {check.data?.PolicyHolder && <HolderLimits limits={check.data.PolicyHolder.Limits} />}
      <SelectInput
        source="PolicyHolderBranchId"
        label={translate(wizardText('holder.branch'))}
        choices={choices}
        emptyText={translate(wizardText('holder.headOffice'), {
          cnpj: maskDocument(holder.CpfCnpj),
        })}
        isPending={branches.isPending}
        helperText={false}
      />
    </Box>
  );
};

const Body = ({ initial }: { initial: HolderOption | null }) => {
  const { setValue } = useFormContext<HolderValues>();
  const [holder, setHolder] = useState<HolderOption | null>(initial);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <HolderSearchInput
        chosen={holder}
        onChoose={(next) => {
          // another holder: its branch and limits are not the previous one's
          setValue('PolicyHolderBranchId', null, { shouldDirty: true });
          setHolder(next);
        }}
      />
      {holder && <HolderDetails key={holder.UniqueId} holder={holder} />}
    </Box>
  );
};

/** Step 1, dados-tomador: the policy holder and its branch; leaving it creates the quote. */
export const HolderStep = ({ draft }: { draft: ProposalDraft }) => {
  const { proposal } = draft;
  const initial: HolderOption | null = proposal
    ? {
        Id: proposal.PolicyHolderId,
        UniqueId: proposal.PolicyHolder.UniqueId,
        Name: proposal.PolicyHolder.Name,
        CpfCnpj: proposal.PolicyHolder.CpfCnpj,
      }
    : null;
  const defaultValues: HolderValues = {
    PolicyHolderUniqueId: proposal?.PolicyHolder.UniqueId ?? null,
    PolicyHolderBranchId: proposal?.PolicyHolderBranch?.Id ?? null,
  };
  return (
    <WizardForm
      step="dados-tomador"
      draft={draft}
      defaultValues={defaultValues}
      toBody={(values) => ({
        PolicyHolderUniqueId: values.PolicyHolderUniqueId,
        PolicyHolderBranchId: values.PolicyHolderBranchId || null,
      })}
    >
      <Body initial={initial} />
    </WizardForm>
  );
};
