import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsuredQuickSearch } from '../../../resources/segurados/InsuredQuickSearch';
import { seguradosProvider } from '../../../resources/segurados/seguradosDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';
import { insuredDetail } from './insuredFixtures';

const api = vi.hoisted(() => ({ quickSearchInsured: vi.fn() }));
// the real module beside the stubs: the provider registers every call of the area
vi.mock('../../../resources/segurados/insuredsApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

afterEach(cleanup);
beforeEach(() => {
  api.quickSearchInsured.mockReset();
});

describe('Busca rápida de segurados', () => {
  it('searches from 3 characters and opens the chosen insured', async () => {
    const user = userEvent.setup();
    const dnit = insuredDetail({ Name: 'DNIT', CpfCnpj: '04892707000100' });
    api.quickSearchInsured.mockResolvedValue([dnit]);
    render(
      renderInAdmin(
        <Routes>
          <Route path="/segurados" element={<InsuredQuickSearch />} />
          <Route path="/segurado/:id" element={<p>detalhe aberto</p>} />
        </Routes>,
        admin,
        '/segurados',
        createDataProvider([seguradosProvider]),
      ),
    );
    const input = await screen.findByRole('combobox', { name: 'Busca rápida' });
    await user.type(input, 'DN');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.quickSearchInsured).not.toHaveBeenCalled();
    await user.type(input, 'I');
    await waitFor(() => expect(api.quickSearchInsured).toHaveBeenCalledWith('DNI'));
    await user.click(await screen.findByRole('option', { name: 'DNIT · 04.892.707/0001-00' }));
    expect(await screen.findByText('detalhe aberto')).toBeTruthy();
  });
});
