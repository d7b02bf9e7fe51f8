import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyHolderListItem } from '../../../domain/policyHolders';
import { tomadoresProvider } from '../../../resources/tomadores/tomadoresDataProvider';
import { PolicyHolderList } from '../../../resources/tomadores/PolicyHolderList';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { admin, analista, renderInAdmin } from '../shell/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (fields: Partial<PolicyHolderListItem> & { Name: string }): PolicyHolderListItem => ({
  Id: 1,
  UniqueId: `uid-${fields.Name}`,
  CpfCnpj: '12845037000190',
  IsActive: true,
  IsBlocked: false,
  IsRestrictiveBlocked: false,
  RiskClass: 'B',
  LimitValue: '12000000.00',
  EconomicGroupName: null,
  CityName: 'São Paulo',
  StateAbbreviation: 'SP',
  ...fields,
});

const rows = [
  row({ Name: 'Construtora Alvorada Ltda.' }),
  row({ Name: 'Pavimentadora Rio Claro Ltda.', IsBlocked: true, LimitValue: null }),
  row({ Name: 'Serviços Gerais Atlântico Ltda.', IsRestrictiveBlocked: true }),
];

/** The gateway's search, answering the rows (reversed when sorted DESC); each URL is kept. */
let searches: URLSearchParams[] = [];
beforeEach(() => {
  searches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      searches.push(url.searchParams);
      const data = url.searchParams.get('sortOrder') === 'DESC' ? [...rows].reverse() : rows;
      return new Response(
        JSON.stringify({
          Response: {
            Data: data,
            PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 45, TotalPages: 3 },
          },
          Errors: [],
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
});

const lastSearch = () => Object.fromEntries(searches[searches.length - 1]);

const renderList = (signedIn: SessionUserInfo, path = '/tomadores') =>
  render(
    renderInAdmin(
      <ModalProvider>
        <PolicyHolderList />
      </ModalProvider>,
      signedIn,
      path,
      createDataProvider([tomadoresProvider]),
    ),
  );

const names = () =>
  screen
    .getAllByRole('link', { name: /^Abrir / })
    .map((link) => link.textContent)
    .filter(Boolean);

describe('the policy holder list', () => {
  it('lists the gateway rows with their limit and status chips, and the total', async () => {
    renderList(admin);
    const blocked = (await screen.findByText('Pavimentadora Rio Claro Ltda.')).closest('tr');
    expect(within(blocked as HTMLElement).getByText('Bloqueado')).toBeTruthy();
    const restrictive = screen.getByText('Serviços Gerais Atlântico Ltda.').closest('tr');
    expect(within(restrictive as HTMLElement).getByText('Bloqueio restritivo')).toBeTruthy();
    const alvorada = screen.getByText('Construtora Alvorada Ltda.').closest('tr') as HTMLElement;
    expect(within(alvorada).getByText('R$ 12.000.000,00')).toBeTruthy();
    expect(within(alvorada).getByText('12.845.037/0001-90')).toBeTruthy();
    expect(screen.getByText('1-20 de 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo tomador' })).toBeTruthy();
    expect(lastSearch()).toEqual({
      currentPage: '1',
      rowsPerPage: '20',
      sortField: 'Name',
      sortOrder: 'ASC',
    });
  });

  it('sends the name and the document without its mask under the spec query names', async () => {
    const user = userEvent.setup();
    renderList(admin);
    await screen.findByText('Construtora Alvorada Ltda.');
    await user.type(screen.getByRole('textbox', { name: 'Nome do tomador' }), 'alvorada');
    const document = screen.getByRole('textbox', { name: 'CPF/CNPJ' });
    await user.type(document, '12845037');
    expect((document as HTMLInputElement).value).toBe('128.450.37');
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        policyHolderName: 'alvorada',
        policyHolderDocument: '12845037',
        currentPage: '1',
      }),
    );
  });

  it('sorts by a column on the gateway: a click on Nome asks for it descending', async () => {
    const user = userEvent.setup();
    renderList(admin);
    await screen.findByText('Construtora Alvorada Ltda.');
    expect(names()[0]).toBe('Construtora Alvorada Ltda.');
    const header = screen.getByRole('columnheader', { name: /^Nome/ });
    await user.click(within(header).getByText('Nome'));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ sortField: 'Name', sortOrder: 'DESC' }),
    );
    await waitFor(() => expect(names()[0]).toBe('Serviços Gerais Atlântico Ltda.'));
  });

  it('opens on the filter, page and sort of its URL', async () => {
    renderList(
      admin,
      `/tomadores?filter=${encodeURIComponent('{"policyHolderName":"rio"}')}&page=2&perPage=10&sort=LimitValue&order=DESC`,
    );
    await screen.findByText('Construtora Alvorada Ltda.');
    expect(lastSearch()).toEqual({
      policyHolderName: 'rio',
      currentPage: '2',
      rowsPerPage: '10',
      sortField: 'LimitValue',
      sortOrder: 'DESC',
    });
    expect(
      (screen.getByRole('textbox', { name: 'Nome do tomador' }) as HTMLInputElement).value,
    ).toBe('rio');
  });

  it('offers no "Novo tomador" to a user who only views holders', async () => {
    renderList(analista);
    await screen.findByText('Construtora Alvorada Ltda.');
    expect(screen.queryByRole('button', { name: 'Novo tomador' })).toBeNull();
  });
});
