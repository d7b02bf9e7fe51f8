import { Autocomplete, type AutocompleteProps, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDebounced } from './useDebounced';

export interface QuickSearchProps<T extends { UniqueId: string }> {
  /** The react-query key the term is appended to, e.g. ['segurados', 'quickSearch']. */
  queryKey: readonly string[];
  /** The gateway's text search; called with the trimmed term once it has settled. */
  search: (term: string) => Promise<T[]>;
  /** The option's text in the field (and in the list unless `optionText` says otherwise). */
  optionLabel: (option: T) => string;
  /** How an option reads in the list, when that is more than its label. */
  optionText?: (option: T) => string;
  /** The record picked from the list; null when a kept choice is cleared. */
  onPick: (option: T | null) => void;
  /** i18n keys or plain text: the field's label; the list's text below `minLength`; no matches. */
  label: string;
  hint: string;
  empty: string;
  /** Characters the term needs before the search runs. */
  minLength: number;
  /** How long the typing must pause before the search runs; useDebounced's default. */
  debounceMs?: number;
  /**
   * The chosen record, for a search that keeps its choice (a form's field); the search does not
   * run again for the chosen record's label. Without it nothing stays chosen.
   */
  value?: T | null;
  required?: boolean;
  /** Message under the field; also colours it as an error. */
  error?: string;
  /** i18n key or plain text under the field when there is no error. */
  helperText?: string;
  size?: AutocompleteProps<T, false, false, false>['size'];
  sx?: AutocompleteProps<T, false, false, false>['sx'];
}

/**
 * "Busca rápida": an autocomplete over a gateway text search, debounced, from `minLength`
 * characters, the gateway's matches as they come (no filtering of its own).
 */
export const QuickSearch = <T extends { UniqueId: string }>({
  queryKey,
  search,
  optionLabel,
  optionText = optionLabel,
  onPick,
  label,
  hint,
  empty,
  minLength,
  debounceMs,
  value = null,
  required,
  error,
  helperText,
  size,
  sx,
}: QuickSearchProps<T>) => {
  const translate = useTranslate();
  const text = (keyOrText: string) => translate(keyOrText, { _: keyOrText });
  const [input, setInput] = useState('');
  const term = useDebounced(input.trim(), debounceMs);
  const enabled = term.length >= minLength && (value === null || term !== optionLabel(value));
  const matches = useQuery({
    queryKey: [...queryKey, term],
    queryFn: () => search(term),
    enabled,
  });

  return (
    <Autocomplete<T>
      sx={sx}
      size={size}
      options={enabled ? (matches.data ?? []) : []}
      loading={enabled && matches.isFetching}
      filterOptions={(options) => options}
      value={value}
      getOptionLabel={optionLabel}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {optionText(option)}
        </li>
      )}
      isOptionEqualToValue={(option, chosen) => option.UniqueId === chosen.UniqueId}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, chosen) => onPick(chosen)}
      noOptionsText={text(enabled ? empty : hint)}
      renderInput={(params) => (
        <TextField
          {...params}
          required={required}
          label={text(label)}
          error={Boolean(error)}
          helperText={error ?? (helperText && text(helperText))}
        />
      )}
    />
  );
};
