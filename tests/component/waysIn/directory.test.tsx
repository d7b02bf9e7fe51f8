import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminUI } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import { baseAuthProvider } from '../../../src/providers/authProvider';
import { resetRefreshPhase } from '../../../src/providers/sessionRefresh';
import { storage } from '../../../src/providers/storage';
import { adminRoutes } from '../../../src/routes';
import { analista, renderInAdmin } from '../shell/fixtures';
import { envelope, failure, stubGateway, tokenPair } from './gatewayStub';

const { leavePortal } = vi.hoisted(() => ({ leavePortal: vi.fn() }));
vi.mock('../../../src/pages/directory/leavePortal', () => ({ leavePortal }));

const portal = (path: string) =>
  render(
    <StrictMode>
      {renderInAdmin(
        <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
          {adminRoutes}
        </AdminUI>,
        null,
        path,
        {},
        baseAuthProvider,
      )}
    </StrictMode>,
  );

beforeEach(() => {
  window.localStorage.clear();
  resetRefreshPhase();
  leavePortal.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('/login-entra-ad/:seguradora', () => {
  it("goes to the provider's authorization URL with this portal's callback", async () => {
    const gateway = stubGateway({
      'GET /api/Directory/Start': envelope({
        AuthorizationUrl: 'https://login.exemplo.test/authorize?x=1',
      }),
    });
    portal('/login-entra-ad/garantia');
    expect(
      await screen.findByText('Redirecionando para o login corporativo da seguradora…'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(leavePortal).toHaveBeenCalledWith('https://login.exemplo.test/authorize?x=1'),
    );
    const start = gateway.calls.find((call) => call.key === 'GET /api/Directory/Start');
    expect(start?.url.searchParams.get('seguradora')).toBe('garantia');
    expect(start?.url.searchParams.get('redirectUri')).toBe(
      `${window.location.origin}/login-ad-garantia-callback`,
    );
    expect(start?.init?.headers instanceof Headers && start.init.headers.has('Authorization')).toBe(
      false,
    );
  });

  it('says why it cannot start, with the ways out', async () => {
    stubGateway({
      'GET /api/Directory/Start': failure(404, 'Login corporativo não configurado para "outra".'),
    });
    portal('/login-entra-ad/outra');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível iniciar o login corporativo');
    expect(alert.textContent).toContain('Login corporativo não configurado para "outra".');
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toBeTruthy();
    // not configured stays not configured: no point in trying again
    expect(screen.queryByRole('link', { name: 'Tentar novamente' })).toBeNull();
    expect(leavePortal).not.toHaveBeenCalled();
  });
});

describe('/login-ad-:seguradora-callback', () => {
  it('finishes the sign-in once with custom_entra and opens the home menu', async () => {
    const gateway = stubGateway({
      'POST /api/Security/GetToken': tokenPair('analista'),
      'GET /api/Security/GetUserInfo': envelope(analista),
    });
    portal(
      '/login-ad-garantia-callback?code=codigo-do-provedor&state=estado-1&iss=http%3A%2F%2Fidp.test',
    );
    const page = await screen.findByTestId('page-kanban');
    expect(within(page).getByRole('heading', { name: 'Esteiras' })).toBeTruthy();
    const tokenCalls = gateway.calls.filter((call) => call.key === 'POST /api/Security/GetToken');
    expect(tokenCalls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(String(tokenCalls[0].init?.body)))).toEqual({
      grant_type: 'custom_entra',
      code: 'codigo-do-provedor',
      state: 'estado-1',
      seguradora: 'garantia',
      iss: 'http://idp.test',
    });
    expect(storage.getUserInfo()?.Username).toBe('analista');
  });

  it("shows the gateway's reason and offers to start again", async () => {
    stubGateway({
      'POST /api/Security/GetToken': failure(
        400,
        'Nenhum usuário do Aval corresponde a este e-mail.',
      ),
    });
    portal('/login-ad-garantia-callback?code=c&state=estado-2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível concluir o login corporativo');
    expect(alert.textContent).toContain('Nenhum usuário do Aval corresponde a este e-mail.');
    expect(screen.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe(
      '/login-entra-ad/garantia',
    );
  });

  it("shows the provider's refusal without calling the gateway", async () => {
    const gateway = stubGateway({});
    portal(
      '/login-ad-garantia-callback?error=access_denied&error_description=End-User%20aborted%20interaction',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'O provedor de identidade não concluiu o login: End-User aborted interaction',
    );
    expect(gateway.calls).toHaveLength(0);
  });
});
