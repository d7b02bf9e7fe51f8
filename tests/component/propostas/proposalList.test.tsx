import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalSummary } from '../../../domain/contracts/proposals';
import { BrokerProposalList, InsurerProposalList } from '../../../resources/propostas/ProposalList';
import { propostasProvider } from '../../../resources/propostas/propostasDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { captureDownloads, csvLines } from '../export/captureDownloads';
import { admin, analista, corretor, renderInAdmin } from '../shell/fixtures';
import { type GatewayCall, proposalSummary, stubGateway } from './proposalFixtures';

const downloads = captureDownloads();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

const rows: ProposalSummary[] = [
  proposalSummary({ LegalDeadline: day(3) }),
  proposalSummary({
    Id: 43,
    UniqueId: '5f0c1b2a-0000-4000-8000-000000000043',
    Number: 1043,
    StatusId: 6,
    StatusName: 'Aguardando Corretor',
    PolicyHolderName: 'Pavimentadora Rio Claro Ltda.',
    PolicyHolderCpfCnpj: '11222333000181',
    InsuredName: null,
    InsuredCpfCnpj: null,
    InsuredAmountValue: '250000.50',
    InsurancePremium: null,
    LegalDeadline: day(20),
  }),
];

let calls: GatewayCall[] = [];
beforeEach(() => {
  calls = stubGateway({
    'Proposal/SearchProposals': ({ query }) => ({
      Data: query.sortOrder === 'ASC' ? [...rows].reverse() : rows,
      PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 2, TotalPages: 1 },
    }),
    'Proposal/SearchBrokerProposalByText': () => [rows[0]],
  });
});

const searches = () => calls.filter((call) => call.path === 'Proposal/SearchProposals');
const lastSearch = () => searches()[searches().length - 1].query;

/** Where the app is: the list keeps its state in the URL. */
const Location = () => {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
};
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

const renderList = (signedIn: SessionUserInfo, path = '/propostas') =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route path="/propostas" element={<BrokerProposalList />} />
          <Route path="/propostas-seguradora" element={<InsurerProposalList />} />
          <Route path="*" element={<p>outra tela</p>} />
        </Routes>
        <Location />
      </ModalProvider>,
      signedIn,
      path,
      createDataProvider([propostasProvider]),
    ),
  );

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('the broker proposal list', () => {
  it('lists the proposals with their status, documents and values, newest number first', async () => {
    renderList(corretor);
    const first = await rowOf('Construtora Alvorada Ltda.');
    expect(within(first).getByRole('link', { name: /1042/ }).getAttribute('href')).toBe(
      '/propostas/proposta/5f0c1b2a-0000-4000-8000-000000000042',
    );
    expect(
      within(first).getByText('Em análise').closest('[data-color]')?.getAttribute('data-color'),
    ).toBe('blue');
    expect(within(first).getByText('R$ 1.000.000,00')).toBeTruthy();
    expect(within(first).getByText('31/07/2026')).toBeTruthy();
    // the holder's CPF/CNPJ and the start date are a ColumnsButton click away
    expect(within(first).queryByText('12.845.037/0001-90')).toBeNull();
    expect(within(first).queryByText('01/02/2026')).toBeNull();
    const second = await rowOf('Pavimentadora Rio Claro Ltda.');
    expect(
      within(second)
        .getByText('Aguardando Corretor')
        .closest('[data-color]')
        ?.getAttribute('data-color'),
    ).toBe('purple');
    expect(lastSearch()).toEqual({
      currentPage: '1',
      rowsPerPage: '20',
      sortField: 'Number',
      sortOrder: 'DESC',
    });
    // the broker's view: no legal deadline, "Nova proposta" to the wizard
    expect(screen.queryByRole('columnheader', { name: /Prazo legal/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nova proposta' }).getAttribute('href')).toBe(
      '/propostas/nova-proposta-new',
    );
  });

  it('sends the filters under the spec names and keeps them, the sort and the page in the URL', async () => {
    const user = userEvent.setup();
    renderList(
      corretor,
      `/propostas?filter=${encodeURIComponent(
        JSON.stringify({ StatusId: 2, InsuredCpfCnpj: '46.395.000', StartDate: '2026-02-01' }),
      )}&page=2&perPage=10&sort=InsuredAmountValue&order=ASC`,
    );
    await screen.findByText('Construtora Alvorada Ltda.');
    // the search the URL asked for; react-admin then moves to page 1, the fixture's rows
    // fitting on one page
    expect(searches()[0].query).toEqual({
      StatusId: '2',
      InsuredCpfCnpj: '46395000',
      StartDate: '2026-02-01',
      currentPage: '2',
      rowsPerPage: '10',
      sortField: 'InsuredAmountValue',
      sortOrder: 'ASC',
    });
    await user.type(screen.getByRole('textbox', { name: 'Número' }), '10a42');
    await waitFor(() => expect(lastSearch()).toMatchObject({ Number: '1042', currentPage: '1' }));
    await waitFor(() => expect(location()).toContain('"Number":"1042"'));
    await user.type(screen.getByRole('textbox', { name: 'Tomador' }), 'alvorada');
    await waitFor(() => expect(lastSearch()).toMatchObject({ PolicyHolderName: 'alvorada' }));

    const header = screen.getByRole('columnheader', { name: /^Tomador/ });
    await user.click(within(header).getByText('Tomador'));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ sortField: 'PolicyHolderName', sortOrder: 'ASC' }),
    );
    expect(location()).toContain('sort=PolicyHolderName');
  });

  it('exports the matching proposals as a Brazilian CSV', async () => {
    const user = userEvent.setup();
    renderList(corretor);
    await screen.findByText('Construtora Alvorada Ltda.');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [{ filename, blob }] = downloads;
    expect(filename).toMatch(/^propostas-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(blob);
    expect(lines[0]).toBe(
      '\uFEFFNúmero;Status;Tomador;CPF/CNPJ do tomador;Segurado;CPF/CNPJ do segurado;Modalidade;Início de vigência;Fim de vigência;Importância segurada;Prêmio;Criada em',
    );
    expect(lines[1]).toMatch(
      /^1042;Em análise;Construtora Alvorada Ltda\.;12\.845\.037\/0001-90;Prefeitura Municipal de São Paulo;46\.395\.000\/0001-39;Licitante;01\/02\/2026;31\/07\/2026;1\.000\.000,00;2\.465,75;26\/01\/2026 \d\d:00$/,
    );
    expect(lines[2]).toMatch(
      /^1043;Aguardando Corretor;Pavimentadora Rio Claro Ltda\.;11\.222\.333\/0001-81;;;Licitante;01\/02\/2026;31\/07\/2026;250\.000,50;;/,
    );
  });

  it('finds a proposal by text and opens it', async () => {
    const user = userEvent.setup();
    renderList(corretor);
    await screen.findByText('Construtora Alvorada Ltda.');
    await user.type(screen.getByRole('combobox', { name: 'Busca rápida' }), 'alvorada');
    const option = await screen.findByRole('option', {
      name: 'Nº 1042 · Construtora Alvorada Ltda. · 12.845.037/0001-90',
    });
    const search = calls.find((call) => call.path === 'Proposal/SearchBrokerProposalByText');
    expect(search?.method).toBe('POST');
    expect(search?.query).toEqual({ TextSearch: 'alvorada' });
    await user.click(option);
    await waitFor(() =>
      expect(location()).toBe('/propostas/proposta/5f0c1b2a-0000-4000-8000-000000000042'),
    );
  });
});

describe('the insurer proposal list', () => {
  it('shows the broker and the legal deadline, highlighting the one due within 5 days', async () => {
    renderList(admin, '/propostas-seguradora');
    const due = await rowOf('Construtora Alvorada Ltda.');
    expect(within(due).getByText('Prime Corretora de Seguros Ltda.')).toBeTruthy();
    const dueDate = format(addDays(new Date(), 3), 'dd/MM/yyyy');
    expect(within(due).getByText(dueDate).closest('[data-due]')).toBeTruthy();
    // Aguardando Corretor: the insurer owes no answer, so nothing to highlight
    const other = await rowOf('Pavimentadora Rio Claro Ltda.');
    const otherDate = within(other).getByText(format(addDays(new Date(), 20), 'dd/MM/yyyy'));
    expect(otherDate.closest('[data-due]')).toBeNull();
    expect(within(due).getByRole('link', { name: /1042/ }).getAttribute('href')).toBe(
      '/propostas-seguradora/proposta/1/5f0c1b2a-0000-4000-8000-000000000042',
    );
    expect(screen.queryByRole('link', { name: 'Nova proposta' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Busca rápida' })).toBeNull();
  });

  it("leads staff who settle payments to finance's CNAB return page, and nobody else", async () => {
    renderList(admin, '/propostas-seguradora');
    const link = await screen.findByRole('link', { name: 'Retorno CNAB e baixas' });
    expect(link.getAttribute('href')).toBe('/financeiro/retorno-cnab');
    cleanup();
    // analista sees the insurer's proposals but does not manage them (no GERENCIAR_PROPOSTAS_SEGURADORA)
    renderList(analista, '/propostas-seguradora');
    await rowOf('Construtora Alvorada Ltda.');
    expect(screen.queryByRole('link', { name: 'Retorno CNAB e baixas' })).toBeNull();
  });

  it('filters the proposals whose legal deadline is due within 5 days, and back', async () => {
    const user = userEvent.setup();
    renderList(analista, '/propostas-seguradora');
    await screen.findByText('Construtora Alvorada Ltda.');
    const quick = screen.getByRole('button', { name: 'Prazo legal vence em até 5 dias' });
    await user.click(quick);
    await waitFor(() => expect(lastSearch()).toMatchObject({ LegalDeadlineWithinDays: '5' }));
    expect(location()).toContain('"LegalDeadlineWithinDays":5');
    await user.click(screen.getByRole('button', { name: 'Prazo legal vence em até 5 dias' }));
    await waitFor(() => expect(lastSearch().LegalDeadlineWithinDays).toBeUndefined());
  });
});

describe('a search over more proposals than the gateway counts', () => {
  it('says "de mais de 10.000" instead of an exact total, and an exact total otherwise', async () => {
    calls = stubGateway({
      'Proposal/SearchProposals': () => ({
        Data: rows,
        PageResult: {
          CurrentPage: 1,
          RowsPerPage: 20,
          TotalRows: 10000,
          TotalPages: 500,
          TotalRowsIsCapped: true,
        },
      }),
    });
    renderList(admin, '/propostas-seguradora');
    expect(await screen.findByText('1-20 de mais de 10.000')).toBeTruthy();
    cleanup();

    calls = stubGateway({
      'Proposal/SearchProposals': () => ({
        Data: rows,
        PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 9999, TotalPages: 500 },
      }),
    });
    renderList(admin, '/propostas-seguradora');
    expect(await screen.findByText('1-20 de 9999')).toBeTruthy();
  });
});
