import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsuredShow } from '../../../resources/segurados/InsuredShow';
import { ModalProvider } from '../../../src/components';
import type { SessionUserInfo } from '../../../src/providers/types';
import { seguradosProvider } from '../../../resources/segurados/seguradosDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, analista, renderInAdmin } from '../shell/fixtures';
import { insuredDetail } from './insuredFixtures';

const api = vi.hoisted(() => ({ getInsured: vi.fn(), getInsuredHistory: vi.fn() }));
// the real module beside the stubs: the provider registers every call of the area
vi.mock('../../../resources/segurados/insuredsApi', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

afterEach(cleanup);
beforeEach(() => {
  api.getInsured.mockResolvedValue(
    insuredDetail({ IsBlocked: true, BlockJustify: 'Execução fiscal em andamento.' }),
  );
  api.getInsuredHistory.mockResolvedValue([
    {
      Id: 2,
      ChangedAt: '2026-03-02T13:45:00.000Z',
      ChangedByName: 'Ana Paula Ribeiro',
      ChangesHistories: [
        { Field: 'IsBlocked', Label: 'Bloqueado', OldValue: 'Não', NewValue: 'Sim' },
      ],
      LocationChangesHistories: [],
    },
  ]);
});

const renderShow = (signedIn: SessionUserInfo) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route path="/segurado/:seguradoUniqueId" element={<InsuredShow />} />
        </Routes>
      </ModalProvider>,
      signedIn,
      '/segurado/7b1d5c1e-0000-4000-8000-000000000007',
      createDataProvider([seguradosProvider]),
    ),
  );

describe('the insured detail', () => {
  it('loads the insured by its UniqueId and shows its data, chips and history', async () => {
    const user = userEvent.setup();
    renderShow(admin);
    expect(
      await screen.findByRole('heading', { name: 'Prefeitura Municipal de São Paulo' }),
    ).toBeTruthy();
    expect(api.getInsured).toHaveBeenCalledWith('7b1d5c1e-0000-4000-8000-000000000007');
    const crumbs = screen.getByRole('navigation', { name: 'Navegação estrutural' });
    const back = within(crumbs).getByRole('link', { name: 'Segurados' });
    expect(back.getAttribute('href')).toBe('/segurados');
    expect(within(crumbs).getByText('Prefeitura Municipal de São Paulo')).toBeTruthy();
    expect(screen.getAllByText('Bloqueado').length).toBeGreaterThan(0);
    // the name shows first; the tabs follow once the user's actions are known
    expect(await screen.findByRole('button', { name: 'Desbloquear' })).toBeTruthy();
    expect(screen.queryByText('Você pode consultar este segurado, mas não alterá-lo.')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Bloqueado: Não → Sim')).toBeTruthy();
    expect(api.getInsuredHistory).toHaveBeenCalledWith(7);
    await user.click(screen.getByRole('tab', { name: 'Endereços' }));
    expect(await screen.findByText('Nenhum endereço cadastrado.')).toBeTruthy();
  });

  it('is read-only for a view-only user', async () => {
    renderShow(analista);
    const notice = await screen.findByText('Você pode consultar este segurado, mas não alterá-lo.');
    expect(notice).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Setor privado' })).toBeNull();
  });

  it('says so when the insured does not exist', async () => {
    api.getInsured.mockImplementation(async () => {
      throw new HttpError('Segurado não encontrado.', 404, {});
    });
    renderShow(admin);
    const alert = await screen.findByText('Segurado não encontrado.');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('link')).toBeTruthy();
  });
});
