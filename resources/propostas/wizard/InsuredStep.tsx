import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { SelectInput, useDataProvider, useInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Beneficiary } from '../../../domain/beneficiaries';
import { maskDocument } from '../../../domain/cpfCnpj';
import type { InsuredDetail } from '../../../domain/insureds';
import type { PartyLocation } from '../../../domain/partyLocation';
import { placeLine, streetLine } from '../../../src/components/parties';
import { QuickSearch } from '../../../src/components/QuickSearch';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { BeneficiaryCreateDialog } from '../../beneficiarios/BeneficiaryCreateDialog';
import { InsuredCreateDialog } from '../../segurados/InsuredCreateDialog';
import { useDebounced } from '../../../src/components/useDebounced';
import type { ProposalDraft } from './useProposalDraft';
import { WizardForm, wizardText } from './WizardForm';

const MIN_SEARCH = 3;

interface PartyOption {
  UniqueId: string;
  Name: string;
  CpfCnpj: string;
}

interface InsuredValues {
  InsuredUniqueId: string | null;
  InsuredLocationId: number | null;
  BeneficiaryUniqueIds: string[];
}

const partyLabel = (party: PartyOption) => `${party.Name} · ${maskDocument(party.CpfCnpj)}`;

/** One address in a line: street, number, place. */
export const AddressText = ({ location }: { location: PartyLocation }) => {
  const translate = useTranslate();
  return (
    <>
      {streetLine(location, translate('aval.parties.locations.noNumber'))} — {placeLine(location)}
    </>
  );
};

/** Insured search (Insured/SearchInsured) or inline creation, as the form's InsuredUniqueId. */
const InsuredInput = ({
  chosen,
  onChoose,
}: {
  chosen: PartyOption | null;
  onChoose: (insured: PartyOption | null) => void;
}) => {
  const translate = useTranslate();
  const { quickSearchInsured } = useDataProvider<AvalDataProvider>();
  const { field, fieldState } = useInput({ source: 'InsuredUniqueId' });
  const [creating, setCreating] = useState(false);
  const choose = (insured: PartyOption | null) => {
    field.onChange(insured?.UniqueId ?? null);
    onChoose(insured);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <QuickSearch<PartyOption>
        sx={{ flex: 1, width: '100%' }}
        queryKey={['propostas', 'insuredSearch']}
        search={quickSearchInsured}
        minLength={MIN_SEARCH}
        value={chosen}
        optionLabel={(option) => option.Name}
        optionText={partyLabel}
        onPick={choose}
        required
        label={wizardText('insured.search')}
        hint={wizardText('searchHint')}
        empty={wizardText('insured.noMatches')}
        error={fieldState.error?.message}
        helperText={wizardText('searchHint')}
      />
      <Button startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mt: 1 }}>
        {translate(wizardText('insured.create'))}
      </Button>
      <InsuredCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(insured) => choose(insured)}
      />
    </Stack>
  );
};

/** The chosen insured's addresses; its main one is preselected when the insured is chosen. */
const InsuredLocationInput = ({ insured }: { insured: PartyOption }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { setValue, getValues } = useFormContext<InsuredValues>();
  const detail = useQuery({
    queryKey: ['propostas', 'insured', insured.UniqueId],
    queryFn: async () => {
      const { data: answer } = await dataProvider.getOne<InsuredDetail & { id: string }>(
        'segurados',
        { id: insured.UniqueId },
      );
      const main = answer.Locations.find((location) => location.IsMain) ?? answer.Locations[0];
      const current = getValues('InsuredLocationId');
      if (main && !answer.Locations.some((location) => location.Id === current)) {
        setValue('InsuredLocationId', main.Id, { shouldDirty: true });
      }
      return answer;
    },
  });
  const choices = useMemo(
    () =>
      (detail.data?.Locations ?? []).map((location) => ({
        id: location.Id,
        name: `${streetLine(location, translate('aval.parties.locations.noNumber'))} — ${placeLine(location)}${location.IsMain ? ` (${translate(wizardText('insured.main'))})` : ''}`,
      })),
    [detail.data, translate],
  );
  if (detail.data && detail.data.Locations.length === 0) {
    return (
      <Typography color="text.secondary">{translate(wizardText('insured.noAddress'))}</Typography>
    );
  }
  return (
    <SelectInput
      source="InsuredLocationId"
      label={translate(wizardText('insured.location'))}
      choices={choices}
      isPending={detail.isPending}
      helperText={false}
    />
  );
};

/** Beneficiaries (resource `beneficiarios`, SearchBeneficiary) or a new one by document. */
const BeneficiariesInput = ({ initial }: { initial: PartyOption[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const { field, fieldState } = useInput({ source: 'BeneficiaryUniqueIds' });
  const [chosen, setChosen] = useState<PartyOption[]>(initial);
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const term = useDebounced(text.trim());
  const matches = useQuery({
    queryKey: ['beneficiarios', 'wizardSearch', term],
    queryFn: async () =>
      (
        await dataProvider.getList<Beneficiary & { id: string }>('beneficiarios', {
          filter: { TextSearch: term },
          pagination: { page: 1, perPage: 20 },
          sort: { field: 'Name', order: 'ASC' },
        })
      ).data,
    enabled: term.length >= MIN_SEARCH,
  });
  const change = (next: PartyOption[]) => {
    setChosen(next);
    field.onChange(next.map((beneficiary) => beneficiary.UniqueId));
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Autocomplete<PartyOption, true>
        multiple
        sx={{ flex: 1, width: '100%' }}
        options={term.length >= MIN_SEARCH ? (matches.data ?? []) : []}
        filterOptions={(options) => options}
        value={chosen}
        getOptionLabel={partyLabel}
        isOptionEqualToValue={(option, value) => option.UniqueId === value.UniqueId}
        inputValue={text}
        onInputChange={(_, value) => setText(value)}
        onChange={(_, next) => change(next)}
        renderValue={(values, getItemProps) =>
          values.map((option, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} size="small" label={option.Name} {...props} />;
          })
        }
        noOptionsText={translate(wizardText('searchHint'))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate(wizardText('insured.beneficiaries'))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={{ mt: 1 }}>
        {translate(wizardText('insured.createBeneficiary'))}
      </Button>
      <BeneficiaryCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onDone={(beneficiary) => {
          setCreating(false);
          if (!chosen.some((one) => one.UniqueId === beneficiary.UniqueId)) {
            change([...chosen, beneficiary]);
          }
        }}
      />
    </Stack>
  );
};

const Body = ({ draft }: { draft: ProposalDraft }) => {
  const translate = useTranslate();
  const { proposal } = draft;
  const { setValue } = useFormContext<InsuredValues>();
  const [insured, setInsured] = useState<PartyOption | null>(proposal?.Insured ?? null);
  const locationId = useWatch<InsuredValues, 'InsuredLocationId'>({ name: 'InsuredLocationId' });
  const saved = proposal?.InsuredLocation;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <InsuredInput
        chosen={insured}
        onChoose={(next) => {
          // another insured: its own main address, not the previous one's
          setValue('InsuredLocationId', null, { shouldDirty: true });
          setInsured(next);
        }}
      />
      {insured && <InsuredLocationInput key={insured.UniqueId} insured={insured} />}
      {saved && saved.Id === locationId && (
        <Typography variant="body2" color="text.secondary" data-testid="insured-location">
          {translate(wizardText('insured.savedLocation'))} <AddressText location={saved} />
        </Typography>
      )}
      <BeneficiariesInput initial={proposal?.Beneficiaries ?? []} />
    </Box>
  );
};

/** Step 2, dados-segurado: the insured, its address and the beneficiaries. */
export const InsuredStep = ({ draft }: { draft: ProposalDraft }) => {
  const { proposal } = draft;
  const defaultValues: InsuredValues = {
    InsuredUniqueId: proposal?.Insured?.UniqueId ?? null,
    InsuredLocationId: proposal?.InsuredLocation?.Id ?? null,
    BeneficiaryUniqueIds: proposal?.Beneficiaries.map((beneficiary) => beneficiary.UniqueId) ?? [],
  };
  return (
    <WizardForm
      step="dados-segurado"
      draft={draft}
      defaultValues={defaultValues}
      toBody={(values) => ({
        InsuredUniqueId: values.InsuredUniqueId,
        InsuredLocationId: values.InsuredLocationId || null,
        BeneficiaryUniqueIds: values.BeneficiaryUniqueIds ?? [],
      })}
    >
      <Body draft={draft} />
    </WizardForm>
  );
};
