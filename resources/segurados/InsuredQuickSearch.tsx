import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { maskDocument } from '../../domain/cpfCnpj';
import type { InsuredDetail } from '../../domain/insureds';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

const MIN_LENGTH = 3;
const DEBOUNCE_MS = 300;

/** "Busca rápida" (Insured/SearchInsured): up to 20 matches; choosing one opens it. */
export const InsuredQuickSearch = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { quickSearchInsured } = useDataProvider<AvalDataProvider>();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = term.length >= MIN_LENGTH;
  const matches = useQuery({
    queryKey: ['segurados', 'quickSearch', term],
    queryFn: () => quickSearchInsured(term),
    enabled,
  });

  return (
    <Autocomplete<InsuredDetail>
      sx={{ minWidth: { sm: 320 } }}
      size="small"
      options={enabled ? (matches.data ?? []) : []}
      loading={enabled && matches.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) => `${option.Name} · ${maskDocument(option.CpfCnpj)}`}
      isOptionEqualToValue={(option, value) => option.UniqueId === value.UniqueId}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      value={null}
      onChange={(_, chosen) => {
        if (chosen) navigate(`/segurado/${chosen.UniqueId}`);
      }}
      noOptionsText={translate(
        enabled
          ? 'resources.segurados.list.quickSearchEmpty'
          : 'resources.segurados.list.quickSearchHint',
      )}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.segurados.list.quickSearch')} />
      )}
    />
  );
};
