import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListStatus, SearchButtons, TablePager } from '../../../src/components';
import { renderWithAdmin } from './renderWithAdmin';

const status = {
  loading: false,
  error: null,
  errorText: 'Não foi possível carregar.',
  retryLabel: 'Tentar de novo',
  onRetry: () => undefined,
  empty: false,
  emptyText: 'Nada encontrado.',
};

describe('ListStatus', () => {
  it('shows nothing when the rows are there', () => {
    const { container } = renderWithAdmin(<ListStatus {...status} />);
    expect(container.textContent).toBe('');
  });

  it('shows the progress bar, the error with Retry, and the empty text', async () => {
    const onRetry = vi.fn();
    renderWithAdmin(
      <ListStatus {...status} loading error={new Error('x')} onRetry={onRetry} empty />,
    );
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Nada encontrado.')).toBeTruthy();
  });
});

describe('SearchButtons', () => {
  it('submits the search form and clears', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClear = vi.fn();
    renderWithAdmin(
      <form role="search" onSubmit={onSubmit}>
        <SearchButtons searchLabel="Buscar" clearLabel="Limpar" onClear={onClear} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('TablePager', () => {
  it('shows "de" in the range and moves to the next page', async () => {
    const onPageChange = vi.fn();
    renderWithAdmin(
      <TablePager
        count={42}
        page={0}
        rowsPerPage={10}
        rowsPerPageOptions={[10, 20, 50]}
        onPageChange={onPageChange}
        onRowsPerPageChange={() => undefined}
        labelRowsPerPage="Linhas por página"
      />,
    );
    expect(screen.getByText('1–10 de 42')).toBeTruthy();
    expect(screen.getByText('Linhas por página')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /next page|próxima/i }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
