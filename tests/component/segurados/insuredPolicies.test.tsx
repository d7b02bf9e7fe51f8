import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apolicesProvider } from '../../../resources/apolices/apolicesDataProvider';
import { InsuredShow } from '../../../resources/segurados/InsuredShow';
import { seguradosProvider } from '../../../resources/segurados/seguradosDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { INSURED_ID, POLICY_ID, policySummary } from '../apolices/policyFixtures';
import { type GatewayCall, stubGateway } from '../propostas/proposalFixtures';
import { admin, renderInAdmin } from '../shell/fixtures';
import { insuredDetail } from './insuredFixtures';

const api = vi.hoisted(() => ({ getInsured: vi.fn(), getInsuredHistory: vi.fn(async () => []) }));
vi.mock('../../../resources/segurados/insuredsApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

let calls: GatewayCall[] = [];
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  api.getInsured.mockResolvedValue(insuredDetail());
  calls = stubGateway({
    'Policy/SearchPoliciesRelatedToInsured': () => ({
      Data: [policySummary()],
      PageResult: { CurrentPage: 1, RowsPerPage: 20, TotalRows: 1, TotalPages: 1 },
    }),
  });
});

describe('the insured’s policies tab', () => {
  it('lists the insured’s policies by its UniqueId, each linking to the policy', async () => {
    const user = userEvent.setup();
    render(
      renderInAdmin(
        <ModalProvider>
          <Routes>
            <Route path="/segurado/:seguradoUniqueId" element={<InsuredShow />} />
          </Routes>
        </ModalProvider>,
        admin,
        `/segurado/${INSURED_ID}`,
        createDataProvider([seguradosProvider, apolicesProvider]),
      ),
    );
    await user.click(await screen.findByRole('tab', { name: 'Apólices' }));
    const table = await screen.findByRole('table', { name: 'Apólices do segurado' });
    expect(
      calls.find((call) => call.path === 'Policy/SearchPoliciesRelatedToInsured')?.query,
    ).toEqual({
      UniqueId: INSURED_ID,
      currentPage: '1',
      rowsPerPage: '20',
    });
    expect(within(table).getByText('Construtora Alvorada Ltda.')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: /0775\.26\.000101-4/ })
        .getAttribute('href'),
    ).toBe(`/apolice/${POLICY_ID}`);
  });
});
