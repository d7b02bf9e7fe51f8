import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Notification } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceWarningDialog } from '../../../src/layout/MaintenanceWarningDialog';
import { SessionRefreshDialog } from '../../../src/layout/SessionRefreshDialog';
import { TermsOfUseDialog } from '../../../src/layout/TermsOfUseDialog';
import { appConfigStore } from '../../../src/providers/appConfigStore';
import type { AvalDataProvider } from '../../../src/providers/dataProvider';
import { refreshAuth, resetRefreshPhase } from '../../../src/providers/sessionRefresh';
import { storage } from '../../../src/providers/storage';
import type { PortalConfig } from '../../../src/providers/types';
import { analista, renderInAdmin } from './fixtures';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../../../src/layout/pageReload', () => ({ reloadPage }));

const config = (fields: Partial<PortalConfig>): PortalConfig => ({
  companyKey: 'aval-demo',
  companyName: 'Garantia Brasil Seguros S.A.',
  dns: 'localhost',
  maintenance: false,
  maintenanceMessage: 'Manutenção programada em 30/12 às 18:00.',
  warnMaintenance: false,
  kanbanUrl: '/kanban-api',
  hubUrl: '/hub',
  layout: { common: {} },
  ...fields,
});

const termsProvider = (accepted: boolean) => {
  const acceptLastTerm = vi.fn(async () => true);
  const verifyLastTermAccepted = vi.fn(async () => accepted);
  const provider = {
    verifyLastTermAccepted,
    getTermOfUse: async () => ({
      Id: 1,
      Version: 2,
      PublishedAt: '2026-01-01',
      HTMLTermOfUse: '<p>Termo da Garantia Brasil</p><script>window.hacked = true</script>',
    }),
    acceptLastTerm,
  } as unknown as AvalDataProvider;
  return { provider, acceptLastTerm, verifyLastTermAccepted };
};

beforeEach(() => {
  window.localStorage.clear();
  resetRefreshPhase();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('terms of use popup', () => {
  it('stays until the latest terms are accepted with "Li e concordo"', async () => {
    const { provider, acceptLastTerm } = termsProvider(false);
    render(renderInAdmin(<TermsOfUseDialog />, analista, '/kanban', provider));

    expect(await screen.findByText('Atualização de Termos de Uso')).toBeTruthy();
    expect(await screen.findByText('Termo da Garantia Brasil')).toBeTruthy();
    expect(screen.getByRole('dialog').innerHTML).not.toContain('<script');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Li e concordo' }));
    await waitFor(() => expect(screen.queryByText('Atualização de Termos de Uso')).toBeNull());
    expect(acceptLastTerm).toHaveBeenCalledOnce();
  });

  it('does not appear once the latest terms were accepted', async () => {
    const { provider, verifyLastTermAccepted } = termsProvider(true);
    render(renderInAdmin(<TermsOfUseDialog />, analista, '/kanban', provider));
    await waitFor(() => expect(verifyLastTermAccepted).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Atualização de Termos de Uso')).toBeNull();
  });
});

describe('maintenance notice', () => {
  it('warns with "Aviso!" when the warning is on and maintenance is not', async () => {
    appConfigStore.set(config({ warnMaintenance: true }), 'localhost');
    render(renderInAdmin(<MaintenanceWarningDialog />, null));
    expect(await screen.findByText('Aviso!')).toBeTruthy();
    expect(screen.getByText('Manutenção programada em 30/12 às 18:00.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByText('Aviso!')).toBeNull());
  });

  it('stays silent while maintenance itself is on', () => {
    appConfigStore.set(config({ warnMaintenance: true, maintenance: true }), 'localhost');
    render(renderInAdmin(<MaintenanceWarningDialog />, null));
    expect(screen.queryByText('Aviso!')).toBeNull();
  });
});

describe('token refresh popup', () => {
  it('shows the popup while refreshing, then announces the reload and reloads after 750 ms', async () => {
    const exp = Math.floor(Date.now() / 1000) - 5;
    const expired = `e30.${btoa(JSON.stringify({ exp }))}.sig`;
    storage.setTokens({ access_token: expired, refresh_token: 'r1' });
    let finishRefresh: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>();
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (finishRefresh = resolve)));
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ Response: analista, Errors: [] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      renderInAdmin(
        <>
          <SessionRefreshDialog />
          <Notification />
        </>,
        analista,
      ),
    );

    const refreshing = refreshAuth();
    expect(await screen.findByText('Seu token de acesso expirou')).toBeTruthy();
    expect(
      screen.getByText('Aguarde. Ele está sendo atualizado. Ao fim sua página será atualizada'),
    ).toBeTruthy();
    finishRefresh(new Response(JSON.stringify({ access_token: 'a2', refresh_token: 'r2' })));
    await refreshing;

    expect(await screen.findByText('Sua página será atualizada')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  });
});
