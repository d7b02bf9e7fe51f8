import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminUI } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import { baseAuthProvider } from '../../../src/providers/authProvider';
import { resetRefreshPhase } from '../../../src/providers/sessionRefresh';
import { storage } from '../../../src/providers/storage';
import type { SessionUserInfo } from '../../../src/providers/types';
import type { AdvisorBroker } from '../../../src/providers/waysInApi';
import { adminRoutes } from '../../../src/routes';
import { analista, assessor, corretor, renderInAdmin } from '../shell/fixtures';
import { envelope, jwt, stubGateway, tokenPair } from './gatewayStub';

const carla = { ...assessor, Name: 'Carla Mendes Duarte', PersonId: 3, PersonUniqueId: 'p-3' };
const actingAsPrime: SessionUserInfo = {
  ...corretor,
  UserId: carla.UserId,
  Username: 'assessor',
  Name: carla.Name,
  PersonId: 3,
  PersonUniqueId: 'p-3',
  BrokerName: 'Prime Corretora de Seguros Ltda.',
  Advisor: { PersonId: 3, Username: 'assessor', PersonUniqueId: 'p-3', Name: carla.Name },
};

const brokers: AdvisorBroker[] = [
  {
    BrokerId: 11,
    UniqueId: 'b-horizonte',
    Name: 'Horizonte Corretora de Seguros Ltda.',
    Cnpj: '27164938000190',
    SusepCode: '202041098765432',
    IsBlocked: true,
    RegistrationStatus: 'active',
    CanAct: false,
  },
  {
    BrokerId: 10,
    UniqueId: 'b-prime',
    Name: 'Prime Corretora de Seguros Ltda.',
    Cnpj: '45812093000137',
    SusepCode: '202031234567890',
    IsBlocked: false,
    RegistrationStatus: 'active',
    CanAct: true,
  },
];

const portal = (path: string) =>
  render(
    renderInAdmin(
      <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
        {adminRoutes}
      </AdminUI>,
      null,
      path,
      { getAdvisorBrokers: async () => brokers } as object,
      baseAuthProvider,
    ),
  );

const signIn = async (username: string) => {
  fireEvent.change(await screen.findByLabelText(/Login/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Senha/), { target: { value: 'Aval@2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

const menuKeys = () =>
  screen
    .getAllByTestId(/^menu-item-/)
    .map((item) => item.getAttribute('data-testid')?.replace('menu-item-', ''));

beforeEach(() => {
  window.localStorage.clear();
  resetRefreshPhase();
});
afterEach(() => vi.unstubAllGlobals());

describe('advisor sign-in (/login/assessor)', () => {
  it('refuses a user who is not an advisor and closes the session it opened', async () => {
    const gateway = stubGateway({
      'POST /api/Security/GetToken': tokenPair('analista'),
      'GET /api/Security/GetUserInfo': envelope(analista),
      'POST /api/Security/Logout': envelope(true),
    });
    portal('/login/assessor');
    expect(await screen.findByRole('heading', { name: 'Acesso do assessor' })).toBeTruthy();
    await signIn('analista');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Este acesso é exclusivo para assessores de risco. Para entrar com este usuário, use o login padrão.',
    );
    expect(gateway.keys()).toContain('POST /api/Security/Logout');
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.getUserInfo()).toBeNull();
  });

  it('lets the advisor in, to the list of brokers', async () => {
    stubGateway({
      'POST /api/Security/GetToken': tokenPair('assessor'),
      'GET /api/Security/GetUserInfo': envelope(carla),
    });
    portal('/login/assessor');
    await signIn('assessor');
    const page = await screen.findByTestId('page-advisor-brokers');
    expect(within(page).getByRole('heading', { name: 'Lista de corretores' })).toBeTruthy();
  });
});

describe('acting as a broker and returning', () => {
  it('lists the brokers, acts as one, shows it in the navbar and returns to the advisor', async () => {
    storage.setTokens({ access_token: jwt('assessor'), refresh_token: 'refresh-assessor' });
    storage.setUserInfo(carla);
    let session: SessionUserInfo = carla;
    const gateway = stubGateway({
      'POST /api/Advisor/AuthenticationBroker': () => {
        session = actingAsPrime;
        return tokenPair('acting');
      },
      'POST /api/Advisor/AuthenticationAdvisor': () => {
        session = carla;
        return tokenPair('assessor-again');
      },
      'GET /api/Security/GetUserInfo': () => envelope(session),
    });
    portal('/corretor-assessoria');

    const prime = (await screen.findByText('Prime Corretora de Seguros Ltda.')).closest('tr');
    const horizonte = screen.getByText('Horizonte Corretora de Seguros Ltda.').closest('tr');
    if (!prime || !horizonte) throw new Error('rows');
    expect(within(prime).getByText('45.812.093/0001-37')).toBeTruthy();
    expect(within(horizonte).getByText('Bloqueada')).toBeTruthy();
    expect(
      (within(horizonte).getByRole('button', { name: /Atuar como/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(menuKeys()).toEqual(['tomadores', 'propostasSeguradora', 'listaCorretoresAssessor']);

    fireEvent.click(
      within(prime).getByRole('button', { name: 'Atuar como Prime Corretora de Seguros Ltda.' }),
    );

    const acting = await screen.findByTestId('advisor-acting');
    expect(acting.textContent).toContain(
      'Atuando como Prime Corretora de Seguros Ltda. — Carla Mendes Duarte',
    );
    await waitFor(() => expect(menuKeys()[0]).toBe('propostas'));
    // the broker's home menu: the broker view of proposals
    const home = await screen.findByTestId('page-propostas');
    expect(within(home).getByRole('heading', { name: 'Propostas', level: 1 })).toBeTruthy();
    expect(menuKeys()).toContain('dadosCorretora');
    const call = gateway.calls.find((c) => c.key === 'POST /api/Advisor/AuthenticationBroker');
    expect(call?.init?.body).toBe(JSON.stringify({ BrokerUniqueId: 'b-prime' }));
    expect(storage.getAdvisorInfo()).toEqual(actingAsPrime.Advisor);

    // the labelled button (jsdom applies no media query, so the small-screen icon is there too)
    fireEvent.click(within(acting).getByText('Voltar ao assessor'));
    await waitFor(() => expect(screen.queryByTestId('advisor-acting')).toBeNull());
    await waitFor(() =>
      expect(menuKeys()).toEqual(['tomadores', 'propostasSeguradora', 'listaCorretoresAssessor']),
    );
    expect(await screen.findByTestId('page-advisor-brokers')).toBeTruthy();
    expect(storage.getAdvisorInfo()).toBeNull();
    expect(storage.getRefreshToken()).toBe('refresh-assessor-again');
  });
});
