import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminUI, type AuthProvider, HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import type { SessionUserInfo } from '../../../src/providers/types';
import { adminRoutes } from '../../../src/routes';
import { analista, fakeAuthProvider, renderInAdmin } from './fixtures';

beforeEach(() => window.localStorage.clear());

/** A session that starts signed out; `login` succeeds for analista or fails with `failure`. */
const sessionAuthProvider = (failure?: HttpError) => {
  let signedIn: SessionUserInfo | null = null;
  const login = vi.fn(async () => {
    if (failure) throw failure;
    signedIn = analista;
  });
  const provider: AuthProvider = {
    ...fakeAuthProvider(null),
    login,
    checkAuth: async () => {
      if (!signedIn) throw { redirectTo: '/login', message: false };
    },
    getPermissions: async () => signedIn,
  };
  return { provider, login };
};

const portal = (path: string, authProvider: AuthProvider) =>
  render(
    renderInAdmin(
      <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
        {adminRoutes}
      </AdminUI>,
      null,
      path,
      {},
      authProvider,
    ),
  );

const signIn = async (username: string, password: string) => {
  fireEvent.change(await screen.findByLabelText(/Login/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/Senha/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
};

describe('sign-in', () => {
  it('asks for the login and the password in pt-BR', async () => {
    const { provider, login } = sessionAuthProvider();
    portal('/login', provider);
    fireEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o login.')).toBeTruthy();
    expect(screen.getByText('Informe a senha.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('returns to the screen that asked for sign-in', async () => {
    const { provider, login } = sessionAuthProvider();
    portal('/apolices', provider);
    await signIn('analista', 'Aval@2026');
    const page = await screen.findByTestId('page-apolices');
    expect(within(page).getByRole('heading', { name: 'Apólices' })).toBeTruthy();
    expect(login).toHaveBeenCalledWith({ username: 'analista', password: 'Aval@2026' });
  });

  it('opens the home menu after signing in on the sign-in page', async () => {
    const { provider } = sessionAuthProvider();
    portal('/login', provider);
    await signIn('analista', 'Aval@2026');
    const page = await screen.findByTestId('page-kanban');
    expect(within(page).getByRole('heading', { name: 'Esteiras' })).toBeTruthy();
  });

  it("shows the gateway's pt-BR message when sign-in fails", async () => {
    const { provider } = sessionAuthProvider(new HttpError('Usuário ou senha inválidos.', 400));
    portal('/login', provider);
    await signIn('analista', 'errada');
    expect((await screen.findByRole('alert')).textContent).toBe('Usuário ou senha inválidos.');
  });

  it('opens the locked page when the account is locked (423)', async () => {
    const locked = new HttpError('Usuário bloqueado por excesso de tentativas.', 423);
    const { provider } = sessionAuthProvider(locked);
    portal('/login', provider);
    await signIn('analista', 'errada');
    expect(await screen.findByTestId('page-locked')).toBeTruthy();
    expect(screen.getByText(/15 minutos/)).toBeTruthy();
  });
});
