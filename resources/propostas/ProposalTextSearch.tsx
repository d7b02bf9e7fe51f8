import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ProposalSummary } from '../../domain/contracts/proposals';
import { maskDocument } from '../../domain/cpfCnpj';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { proposalPath } from './paths';

const MIN_LENGTH = 2;
const DEBOUNCE_MS = 300;

/**
 * "Busca rápida" over the broker's own proposals (SearchBrokerProposalByText): number, party
 * name or CPF/CNPJ; choosing one opens it. The list's filters stay as they are.
 */
export const ProposalTextSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { searchProposalsByText } = useDataProvider<AvalDataProvider>();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = term.length >= MIN_LENGTH;
  const matches = useQuery({
    queryKey: ['propostas', 'textSearch', term],
    queryFn: () => searchProposalsByText(term),
    enabled,
  });

  return (
    <Autocomplete<ProposalSummary>
      sx={{ minWidth: { sm: 360 } }}
      size="small"
      options={enabled ? (matches.data ?? []) : []}
      loading={enabled && matches.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) =>
        translate('resources.propostas.textSearch.option', {
          number: option.Number,
          holder: option.PolicyHolderName,
          document: maskDocument(option.PolicyHolderCpfCnpj),
        })
      }
      isOptionEqualToValue={(option, value) => option.UniqueId === value.UniqueId}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      value={null}
      onChange={(_, chosen) => {
        if (chosen) navigate(proposalPath('broker', chosen));
      }}
      noOptionsText={translate(
        enabled ? 'resources.propostas.textSearch.empty' : 'resources.propostas.textSearch.hint',
      )}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.propostas.textSearch.label')} />
      )}
    />
  );
};
