import { Alert, Box, Grid, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { CheckboxGroupInput, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProposalTerm, UpdateProposalInput } from '../../../domain/contracts/proposals';
import type { ModalityGroupAnswer } from '../../../domain/modalities';
import type { TemplateData } from '../../../domain/templates';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { ProposalTermEditor } from './ProposalTermEditor';
import { RequiredDocuments } from './RequiredDocuments';
import { TermCheck, TermValidityProvider, useTermValidity } from './TermCheck';
import type { ProposalDraft, ProposalRecord } from './useProposalDraft';
import { TermInputs } from './TermInputs';
import { MoneyInput } from './WizardInputs';
import { WizardForm, wizardText } from './WizardForm';

interface TermText {
  Value: string;
  SourceId: number | null;
  Title: string | null;
}

export interface RiskValues {
  ModalityId: number | null;
  StartDate: string | null;
  EndDate: string | null;
  DeadlineDays: number | null;
  InsuredAmountValue: string | null;
  ComplementaryModalityId: number | null;
  ComplementaryStartDate: string | null;
  ComplementaryEndDate: string | null;
  ComplementaryDeadlineDays: number | null;
  ComplementaryInsuredAmountValue: string | null;
  AdditionalCoverageIds: number[];
  ContractualTerms: { Object: TermText[]; ParticularClausule: TermText[] };
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const textOf = (term: ProposalTerm): TermText => ({
  Value: term.Value,
  SourceId: term.SourceId,
  Title: term.Title,
});

/** The step's form values read from the draft. */
export const riskValuesOf = (proposal: ProposalRecord | undefined): RiskValues => ({
  ModalityId: proposal?.ModalityId ?? null,
  StartDate: proposal?.StartDate ?? null,
  EndDate: proposal?.EndDate ?? null,
  DeadlineDays: proposal?.DeadlineDays ?? null,
  InsuredAmountValue: proposal?.InsuredAmountValue ?? null,
  ComplementaryModalityId: proposal?.ComplementaryModality?.Id ?? null,
  ComplementaryStartDate: proposal?.ComplementaryStartDate ?? null,
  ComplementaryEndDate: proposal?.ComplementaryEndDate ?? null,
  ComplementaryDeadlineDays: proposal?.ComplementaryDeadlineDays ?? null,
  ComplementaryInsuredAmountValue: proposal?.ComplementaryInsuredAmountValue ?? null,
  AdditionalCoverageIds: proposal?.AdditionalCoverageIds ?? [],
  ContractualTerms: {
    Object: proposal?.ContractualTerms.Object.map(textOf) ?? [],
    ParticularClausule: proposal?.ContractualTerms.ParticularClausule.map(textOf) ?? [],
  },
});

/**
 * What the step saves. The texts go only while the modality stays the saved one: a new modality
 * brings its own standard texts (the gateway copies them), shown once the step is saved.
 */
export const riskBody = (
  values: RiskValues,
  savedModalityId: number | null,
): UpdateProposalInput => {
  const complementary = Boolean(values.ComplementaryModalityId);
  return {
    ModalityId: values.ModalityId,
    StartDate: values.StartDate,
    EndDate: values.EndDate,
    DeadlineDays: values.DeadlineDays,
    InsuredAmountValue: values.InsuredAmountValue,
    ComplementaryModalityId: values.ComplementaryModalityId || null,
    ComplementaryStartDate: complementary ? values.ComplementaryStartDate : null,
    ComplementaryEndDate: complementary ? values.ComplementaryEndDate : null,
    ComplementaryDeadlineDays: complementary ? values.ComplementaryDeadlineDays : null,
    ComplementaryInsuredAmountValue: complementary ? values.ComplementaryInsuredAmountValue : null,
    AdditionalCoverageIds: values.AdditionalCoverageIds ?? [],
    ...(values.ModalityId && values.ModalityId === savedModalityId
      ? { ContractualTerms: values.ContractualTerms }
      : {}),
  };
};

/**
 * Branch → group → modality: the tenant's catalogue (GetModalitiesGroups), only the modalities a
 * proposal may take (not complementary, not deleted). Branch and group only narrow the choice;
 * the form holds ModalityId.
 */
const ModalityPicker = ({ groups }: { groups: ModalityGroupAnswer[] }) => {
  const translate = useTranslate();
  const { getModalityBranches } = useDataProvider<AvalDataProvider>();
  const branches = useQuery({
    queryKey: ['modalidades', 'branches'],
    queryFn: () => getModalityBranches(),
  });
  const { setValue } = useFormContext<RiskValues>();
  const modalityId = useWatch<RiskValues, 'ModalityId'>({ name: 'ModalityId' });
  const usable = useMemo(
    () =>
      groups
        .map((group) => ({
          ...group,
          Modalities: group.Modalities.filter(
            (modality) => !modality.IsComplementaryModality && !modality.IsDeleted,
          ),
        }))
        .filter((group) => group.Modalities.length > 0),
    [groups],
  );
  const current = usable.find((group) => group.Modalities.some((m) => m.Id === modalityId));
  const [branchId, setBranchId] = useState<number | ''>(current?.BranchId ?? '');
  const [groupId, setGroupId] = useState<number | ''>(current?.Id ?? '');
  const branchChoices = (branches.data ?? []).filter((branch) =>
    usable.some((group) => group.BranchId === branch.Id),
  );
  const groupChoices = usable.filter((group) => group.BranchId === branchId);
  const modalityChoices =
    groupChoices
      .find((group) => group.Id === groupId)
      ?.Modalities.map((modality) => ({
        id: modality.Id,
        name: modality.Name,
      })) ?? [];
  const t = (key: string) => translate(wizardText(`risk.${key}`));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          label={t('branch')}
          value={branchId}
          onChange={(event) => {
            setBranchId(Number(event.target.value));
            setGroupId('');
            setValue('ModalityId', null, { shouldDirty: true });
          }}
        >
          {branchChoices.map((branch) => (
            <MenuItem key={branch.Id} value={branch.Id}>
              {branch.Code} · {branch.Name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          label={t('group')}
          value={groupId}
          disabled={branchId === ''}
          onChange={(event) => {
            setGroupId(Number(event.target.value));
            setValue('ModalityId', null, { shouldDirty: true });
          }}
        >
          {groupChoices.map((group) => (
            <MenuItem key={group.Id} value={group.Id}>
              {group.Name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectInput
          source="ModalityId"
          label={t('modality')}
          choices={modalityChoices}
          disabled={groupId === ''}
          helperText={false}
          isRequired
        />
      </Grid>
    </Grid>
  );
};

/** The chosen modality's complementary modalities and additional coverages (GetModality). */
const ModalityOptions = ({ modalityId }: { modalityId: number }) => {
  const translate = useTranslate();
  const { getModality } = useDataProvider<AvalDataProvider>();
  const modality = useQuery({
    queryKey: ['modalidades', 'wizardModality', modalityId],
    queryFn: () => getModality(modalityId),
  });
  const complementaryId = useWatch<RiskValues, 'ComplementaryModalityId'>({
    name: 'ComplementaryModalityId',
  });
  const t = (key: string) => translate(wizardText(`risk.${key}`));
  const complementary = (modality.data?.ComplementaryModalities ?? []).filter(
    (link) => link.IsEnabled,
  );
  const coverages = (modality.data?.Coverages ?? []).filter(
    (coverage) => coverage.IsAdditional && coverage.IsEnabled,
  );
  return (
    <>
      {complementary.length > 0 && (
        <Section title={t('complementary')}>
          <SelectInput
            source="ComplementaryModalityId"
            label={t('complementaryModality')}
            choices={complementary.map((link) => ({
              id: link.ComplementaryModalityId,
              name: link.ComplementaryModalityName,
            }))}
            emptyText={t('noComplementary')}
            helperText={false}
          />
          {complementaryId ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TermInputs prefix="Complementary" />
              <TermCheck prefix="Complementary" modalityId={complementaryId} />
              <MoneyInput
                source="ComplementaryInsuredAmountValue"
                label={t('complementaryAmount')}
                required
              />
            </Box>
          ) : null}
        </Section>
      )}
      {coverages.length > 0 && (
        <Section title={t('coverages')}>
          <CheckboxGroupInput
            source="AdditionalCoverageIds"
            label={false}
            choices={coverages.map((coverage) => ({ id: coverage.Id, name: coverage.Name }))}
            helperText={false}
          />
        </Section>
      )}
    </>
  );
};

/** The contract's object and particular clauses, each with its live preview. */
const ContractTexts = ({
  draft,
  termTags,
}: {
  draft: ProposalDraft;
  termTags: TemplateData['termTags'];
}) => {
  const translate = useTranslate();
  const proposal = draft.proposal as ProposalRecord;
  const values = useWatch<RiskValues>() as RiskValues;
  const t = (key: string) => translate(wizardText(`risk.${key}`));
  const data: TemplateData = useMemo(
    () => ({
      proposal: {
        Modality: proposal.Modality,
        StartDate: values.StartDate,
        EndDate: values.EndDate,
        DeadlineDays: values.DeadlineDays,
        InsuredAmountValue: values.InsuredAmountValue,
        ComplementaryModality: proposal.ComplementaryModality,
        ComplementaryStartDate: values.ComplementaryStartDate,
        ComplementaryEndDate: values.ComplementaryEndDate,
        ComplementaryDeadlineDays: values.ComplementaryDeadlineDays,
        ComplementaryInsuredAmountValue: values.ComplementaryInsuredAmountValue,
        PolicyHolder: proposal.PolicyHolder,
        Insured: proposal.Insured,
        InsuredLocation: proposal.InsuredLocation,
        ContractualTerms: values.ContractualTerms,
      },
      termTags,
    }),
    [proposal, values, termTags],
  );
  if (values.ModalityId !== proposal.ModalityId) {
    return <Alert severity="info">{t('textsAfterSave')}</Alert>;
  }
  const { Object: objects, ParticularClausule: clauses } = values.ContractualTerms;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {objects.length === 0 && clauses.length === 0 && (
        <Typography color="text.secondary">{t('noTexts')}</Typography>
      )}
      {objects.map((_, index) => (
        <ProposalTermEditor
          key={`object-${index}`}
          source={`ContractualTerms.Object.${index}.Value`}
          label={t('object')}
          data={data}
        />
      ))}
      {clauses.map((clause, index) => (
        <ProposalTermEditor
          key={`clause-${index}`}
          source={`ContractualTerms.ParticularClausule.${index}.Value`}
          label={clause.Title ?? `${t('clause')} ${index + 1}`}
          data={data}
        />
      ))}
    </Box>
  );
};

const Body = ({ draft }: { draft: ProposalDraft }) => {
  const translate = useTranslate();
  const { getModalityGroups, getCompanyTermTags } = useDataProvider<AvalDataProvider>();
  const groups = useQuery({
    queryKey: ['modalidades', 'groups'],
    queryFn: () => getModalityGroups(),
  });
  const termTags = useQuery({
    queryKey: ['modalidades', 'termTags'],
    queryFn: () => getCompanyTermTags(),
  });
  const modalityId = useWatch<RiskValues, 'ModalityId'>({ name: 'ModalityId' });
  const t = (key: string) => translate(wizardText(`risk.${key}`));
  const proposal = draft.proposal;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Section title={t('modalityTitle')}>
        {groups.data && <ModalityPicker groups={groups.data} />}
      </Section>
      <Section title={t('termTitle')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TermInputs />
          <TermCheck prefix="" modalityId={modalityId} />
          <MoneyInput source="InsuredAmountValue" label={t('amount')} required />
        </Box>
      </Section>
      {modalityId ? <ModalityOptions key={modalityId} modalityId={modalityId} /> : null}
      {proposal && (
        <Section title={t('textsTitle')}>
          <ContractTexts draft={draft} termTags={termTags.data ?? []} />
        </Section>
      )}
      {proposal?.ModalityId && proposal.ModalityId === modalityId ? (
        <RequiredDocuments proposal={proposal} />
      ) : null}
    </Box>
  );
};

/**
 * Step 3, dados-de-risco: modality, term, IS, complementary modality, additional coverages, the
 * contract's texts and the required documents. Each term is checked against its modality on the
 * gateway as it is typed (TermCheck): "Continuar" waits while a check refuses it.
 */
export const RiskStep = ({ draft }: { draft: ProposalDraft }) => {
  const translate = useTranslate();
  const defaultValues = useMemo(() => riskValuesOf(draft.proposal), [draft.proposal]);
  const savedModalityId = draft.proposal?.ModalityId ?? null;
  const terms = useTermValidity();
  return (
    <TermValidityProvider value={terms.report}>
      <WizardForm
        step="dados-de-risco"
        draft={draft}
        defaultValues={defaultValues}
        toBody={(values) => riskBody(values, savedModalityId)}
        blockedReason={terms.blocked ? translate(wizardText('risk.termBlocked')) : undefined}
      >
        <Body draft={draft} />
      </WizardForm>
    </TermValidityProvider>
  );
};
