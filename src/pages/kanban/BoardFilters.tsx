import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CardPriority, cardPriorityLabels } from '../../../domain/kanban';
import type { BoardFilter } from '../../providers/kanbanClient';

/** The board's filter as the URL query keeps it: ?q=…&document=…&priority=1,4 */
export const filterOfSearch = (search: URLSearchParams): BoardFilter => ({
  text: search.get('q') ?? undefined,
  document: search.get('document') ?? undefined,
  priorityIds: (search.get('priority') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id >= 1 && id <= 4),
});

const searchOf = (filter: BoardFilter) => {
  const search = new URLSearchParams();
  if (filter.text?.trim()) search.set('q', filter.text.trim());
  if (filter.document?.trim()) search.set('document', filter.document.trim());
  if (filter.priorityIds?.length) search.set('priority', filter.priorityIds.join(','));
  return search;
};

/** The board's filters (text, CPF/CNPJ, priorities), kept in the URL query. */
export const useBoardFilter = () => {
  const [search, setSearch] = useSearchParams();
  const filter = filterOfSearch(search);
  return [filter, (next: BoardFilter) => setSearch(searchOf(next), { replace: true })] as const;
};

/** Keyed by the URL's text and document by its page, so a cleared filter resets its fields. */
export const BoardFilters = ({
  filter,
  onChange,
}: {
  filter: BoardFilter;
  onChange: (filter: BoardFilter) => void;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState(filter.text ?? '');
  const [document, setDocument] = useState(filter.document ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, text, document });
  };
  return (
    <Stack
      component="form"
      onSubmit={submit}
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ mb: 2, alignItems: { md: 'center' } }}
    >
      <TextField
        size="small"
        label={translate('aval.kanban.board.filterText')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        size="small"
        label={translate('aval.kanban.board.filterDocument')}
        value={document}
        onChange={(event) => setDocument(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate('aval.kanban.board.filterPriority')}
        value={filter.priorityIds ?? []}
        onChange={(event) => {
          const value = event.target.value as unknown as number[] | string;
          const ids = (typeof value === 'string' ? value.split(',') : value).map(Number);
          onChange({ ...filter, text, document, priorityIds: ids });
        }}
        slotProps={{ select: { multiple: true } }}
      >
        {Object.values(CardPriority).map((id) => (
          <MenuItem key={id} value={id}>
            {cardPriorityLabels[id]}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {translate('aval.kanban.board.filter')}
      </Button>
      <Button onClick={() => onChange({})}>{translate('aval.kanban.board.clearFilters')}</Button>
    </Stack>
  );
};
