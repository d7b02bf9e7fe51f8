import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminUI } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { safeTarget } from '../../../src/pages/sso/ssoTarget';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import { baseAuthProvider } from '../../../src/providers/authProvider';
import { resetRefreshPhase } from '../../../src/providers/sessionRefresh';
import { storage } from '../../../src/providers/storage';
import { adminRoutes } from '../../../src/routes';
import { analista, corretor, renderInAdmin } from '../shell/fixtures';
import { envelope, failure, jwt, stubGateway, tokenPair } from './gatewayStub';

/** The real portal, its real authProvider (over a stubbed gateway), at `path`. */
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

const placeholderTitled = async (title: string) =>
  within(await screen.findByTestId('page-placeholder')).findByRole('heading', { name: title });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetRefreshPhase();
});
afterEach(() => vi.unstubAllGlobals());

describe('/acesso/credentials-asd/:token/:extraPath?', () => {
  it('ends the current session, exchanges the token once and opens the extra path', async () => {
    storage.setTokens({ access_token: jwt('old'), refresh_token: 'refresh-old' });
    storage.setUserInfo(analista);
    const gateway = stubGateway({
      'POST /api/Security/Logout': envelope(true),
      'POST /api/Security/GetToken': tokenPair('corretor'),
      'GET /api/Security/GetUserInfo': envelope(corretor),
    });

    portal('/acesso/credentials-asd/token-de-uso-unico/%2Fapolices%2Fendossos');

    expect(await placeholderTitled('Endossos')).toBeTruthy();
    expect(gateway.keys()).toEqual([
      'POST /api/Security/Logout',
      'POST /api/Security/GetToken',
      'GET /api/Security/GetUserInfo',
    ]);
    expect(gateway.calls[0].init?.body).toBe(JSON.stringify({ refresh_token: 'refresh-old' }));
    expect(gateway.calls[1].init?.body).toBe(
      'grant_type=authorization_code&code=token-de-uso-unico',
    );
    expect(storage.getUserInfo()?.Username).toBe('corretor');
    expect(storage.getRefreshToken()).toBe('refresh-corretor');
  });

  it('goes to the home menu without an extra path, or when it leads outside the portal', async () => {
    stubGateway({
      'POST /api/Security/GetToken': tokenPair('corretor'),
      'GET /api/Security/GetUserInfo': envelope(corretor),
    });
    portal(`/acesso/credentials-asd/outro-token/${encodeURIComponent('//atacante.test/x')}`);
    // the broker's home menu is the broker view of proposals
    const home = await screen.findByTestId('page-propostas');
    expect(within(home).getByRole('heading', { name: 'Propostas', level: 1 })).toBeTruthy();
  });

  it('shows /credentials with the reason when the token is refused', async () => {
    stubGateway({
      'POST /api/Security/GetToken': failure(
        400,
        'Este link já foi utilizado. Solicite um novo link.',
      ),
    });
    portal('/acesso/credentials-asd/token-gasto');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível entrar com este link');
    expect(alert.textContent).toContain('Este link já foi utilizado. Solicite um novo link.');
    expect(screen.getByTestId('page-credentials')).toBeTruthy();
    expect(storage.getAccessToken()).toBeNull();
  });
});

describe('/credentials and the redirect step', () => {
  it('explains the single sign-on flow', async () => {
    stubGateway({});
    portal('/credentials');
    const page = await screen.findByTestId('page-credentials');
    expect(within(page).getByRole('heading', { name: 'Acesso único' })).toBeTruthy();
    expect(page.textContent).toContain('O link vale por 5 minutos e pode ser usado uma única vez.');
    expect(within(page).getByRole('link', { name: 'Entrar com login e senha' })).toBeTruthy();
    expect(within(page).queryByRole('alert')).toBeNull();
  });

  it('sends the redirect step without a session back to /credentials', async () => {
    stubGateway({});
    window.sessionStorage.setItem('aval.ssoTarget', '/apolices');
    portal('/acesso/credentials-asd-redirect');
    expect(await screen.findByTestId('page-credentials')).toBeTruthy();
  });
});

describe('safeTarget', () => {
  it('keeps only paths of this portal', () => {
    const origin = 'http://localhost';
    expect(safeTarget('%2Fpropostas%3Fpage%3D2', origin)).toBe('/propostas?page=2');
    expect(safeTarget('/kanban', origin)).toBe('/kanban');
    for (const outside of [
      'https%3A%2F%2Fatacante.test',
      '%2F%2Fatacante.test',
      'propostas',
      '%2F%5Catacante.test',
      '%E0%A4%A',
    ]) {
      expect(safeTarget(outside, origin), outside).toBeNull();
    }
    expect(safeTarget(undefined, origin)).toBeNull();
  });
});
