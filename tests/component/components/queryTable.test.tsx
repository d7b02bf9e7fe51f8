import { screen, within } from '@testing-library/react';
import { TableCell, TableRow } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { QueryTable } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

type Row = { Name: string };
const table = (query: { isPending: boolean; isError: boolean; error: unknown; data?: Row[] }) =>
  renderWithAdmin(
    <QueryTable
      label="Comissões"
      query={query}
      emptyText="Nenhuma comissão."
      head={<TableCell>Grupo</TableCell>}
      renderRow={(row: Row) => (
        <TableRow key={row.Name}>
          <TableCell>{row.Name}</TableCell>
        </TableRow>
      )}
    />,
  );

describe('QueryTable', () => {
  it('shows a named spinner while loading', () => {
    table({ isPending: true, isError: false, error: null });
    expect(screen.getByRole('progressbar', { name: 'Comissões' })).toBeTruthy();
  });

  it("shows the gateway's messages when the load failed, and the empty text", () => {
    const { unmount } = table({
      isPending: false,
      isError: true,
      error: { body: { Errors: ['Sem permissão.'] } },
    });
    expect(screen.getByRole('alert').textContent).toBe('Sem permissão.');
    unmount();
    table({ isPending: false, isError: false, error: null, data: [] });
    expect(screen.getByText('Nenhuma comissão.')).toBeTruthy();
  });

  it('lists the rows under the header in a named table', () => {
    table({ isPending: false, isError: false, error: null, data: [{ Name: 'Garantia' }] });
    const grid = screen.getByRole('table', { name: 'Comissões' });
    expect(within(grid).getByRole('columnheader', { name: 'Grupo' })).toBeTruthy();
    expect(within(grid).getByRole('cell', { name: 'Garantia' })).toBeTruthy();
  });
});
