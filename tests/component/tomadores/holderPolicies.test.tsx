import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyHolderDetail } from '../../../domain/policyHolders';
import { apolicesProvider } from '../../../resources/apolices/apolicesDataProvider';
import { PolicyHolderShow } from '../../../resources/tomadores/PolicyHolderShow';
import { tomadoresProvider } from '../../../resources/tomadores/tomadoresDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { HOLDER_ID, POLICY_ID, policySummary } from '../apolices/policyFixtures';
import { type GatewayCall, stubGateway } from '../propostas/proposalFixtures';
import { admin, renderInAdmin } from '../shell/fixtures';

// the holder's own calls stubbed: this file is about its policies' tab
const api = vi.hoisted(() => ({
  getPolicyHolder: vi.fn(),
  getPolicyHolderHistory: vi.fn(async () => []),
}));
vi.mock('../../../resources/tomadores/policyHoldersApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

const holder = {
  Id: 3,
  UniqueId: HOLDER_ID,
  Name: 'Construtora Alvorada Ltda.',
  CpfCnpj: '12845037000190',
  IsActive: true,
  IsBlocked: false,
  IsRestrictiveBlocked: false,
  RiskClass: 'B',
  LimitValue: '12000000.00',
  EconomicGroupName: null,
  CityName: 'São Paulo',
  StateAbbreviation: 'SP',
  Version: 3,
  IgnoreCcgSignature: false,
  EnableAnnualInstallments: false,
  Email: null,
  Phone: null,
  MainActivity: null,
  FoundationDate: null,
  AnnualRevenue: null,
  NetWorth: null,
  Limits: {
    RiskClass: 'B',
    LimitValue: '12000000.00',
    LimitUsedValue: '0.00',
    LimitAvailableValue: '12000000.00',
    BaseRate: '1.2000',
    LimitsCalculatedAt: null,
  },
  EconomicGroup: { Name: null, Holding: null, Participants: [] },
  Branches: [],
  Locations: [],
  NominatedBrokers: [],
  SentToAnalysisAt: null,
  CreatedAt: '2026-01-01T00:00:00.000Z',
} as unknown as PolicyHolderDetail;

let calls: GatewayCall[] = [];
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  api.getPolicyHolder.mockResolvedValue(holder);
  const many = Array.from({ length: 25 }, (_, index) =>
    policySummary({
      Id: 200 + index,
      UniqueId: `8c2e4f6a-0000-4000-8000-${String(200 + index).padStart(12, '0')}`,
      PolicyNumber: `0775.26.000${200 + index}-1`,
    }),
  );
  calls = stubGateway({
    'Policy/SearchPoliciesRelatedToPolicyHolder': ({ query }) => {
      const pageNumber = Number(query.currentPage);
      const size = Number(query.rowsPerPage);
      const rows = [policySummary(), ...many];
      return {
        Data: rows.slice((pageNumber - 1) * size, pageNumber * size),
        PageResult: {
          CurrentPage: pageNumber,
          RowsPerPage: size,
          TotalRows: rows.length,
          TotalPages: Math.ceil(rows.length / size),
        },
      };
    },
    'Policy/GetPolicyShortBrief': () => null,
  });
});

const Location = () => <output data-testid="location">{useLocation().pathname}</output>;

const renderShow = (signedIn: SessionUserInfo) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route path="/tomador/:tomadorUniqueId" element={<PolicyHolderShow />} />
          <Route path="*" element={<p>outra tela</p>} />
        </Routes>
        <Location />
      </ModalProvider>,
      signedIn,
      `/tomador/${HOLDER_ID}`,
      createDataProvider([tomadoresProvider, apolicesProvider]),
    ),
  );

const searches = () =>
  calls.filter((call) => call.path === 'Policy/SearchPoliciesRelatedToPolicyHolder');

describe('the holder’s policies tab', () => {
  it('lists the holder’s policies a page at a time, each opening the policy', async () => {
    const user = userEvent.setup();
    renderShow(admin);
    await user.click(await screen.findByRole('tab', { name: 'Apólices' }));
    const table = await screen.findByRole('table', { name: 'Apólices do tomador' });
    expect(searches()[0].query).toEqual({
      PolicyHolderUniqueId: HOLDER_ID,
      currentPage: '1',
      rowsPerPage: '20',
    });
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText('Prefeitura Municipal de São Paulo')).toBeTruthy();
    expect(
      within(first).getByText('Emitida').closest('[data-color]')?.getAttribute('data-color'),
    ).toBe('green');
    expect(within(first).getByText('R$ 1.000.000,00')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(21);

    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(searches().at(-1)?.query.currentPage).toBe('2'));

    await user.click(screen.getByRole('button', { name: /página anterior/i }));
    await waitFor(() => expect(searches().at(-1)?.query.currentPage).toBe('1'));
    const link = await screen.findByRole('link', { name: /0775\.26\.000101-4/ });
    expect(link.getAttribute('href')).toBe(`/apolice/${POLICY_ID}`);
    await user.click(within(link.closest('tr') as HTMLElement).getByText('Licitante'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/apolice/${POLICY_ID}`),
    );
  });

  it('has no policies tab for a user who may not see policies', async () => {
    const noPolicies = {
      ...admin,
      Menus: admin.Menus.filter((menu) => menu.Id !== 6),
    };
    renderShow(noPolicies);
    await screen.findByRole('tab', { name: 'Dados' });
    expect(screen.queryByRole('tab', { name: 'Apólices' })).toBeNull();
  });
});
