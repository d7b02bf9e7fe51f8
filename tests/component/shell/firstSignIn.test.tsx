import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstSignIn } from '../../../src/pages/signIn/FirstSignIn';
import { signInTranslator } from '../../../src/pages/signIn/messages';
import { isAdvisorSignInPath, isSignInPath } from '../../../domain/signInPath';
import { SignInForm } from '../../../src/pages/signIn/SignInForm';
import { appConfigStore } from '../../../src/providers/appConfigStore';
import type { PortalConfig } from '../../../src/providers/types';

const login = vi.hoisted(() => vi.fn());
vi.mock('../../../src/providers/authProvider', () => ({ authProvider: { login } }));

/**
 * The sign-in page of a page load of /login (issue 17): plain elements, no react-admin, the same
 * authProvider; the portal takes over once signed in.
 */
const firstSignIn = (path = '/login') => {
  window.history.replaceState(null, '', path);
  const preparePortal = vi.fn();
  const onSignedIn = vi.fn(async () => undefined);
  render(<FirstSignIn preparePortal={preparePortal} onSignedIn={onSignedIn} />);
  return { preparePortal, onSignedIn };
};

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  window.localStorage.clear();
  login.mockReset();
});

describe('the first sign-in screen', () => {
  it('shows the tenant name and what each field lacks under it, without calling the gateway', async () => {
    appConfigStore.set({ companyName: 'Seguradora Exemplo S.A.' } as PortalConfig, 'localhost');
    firstSignIn();
    expect(screen.getByText('Seguradora Exemplo S.A.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Acesse sua conta' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const loginField = screen.getByLabelText(/^Login/);
    expect(loginField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = loginField.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Informe o login.');
    expect(screen.getByText('Informe a senha.')).toBeTruthy();
    type(/^Login/, 'x'.repeat(51));
    expect(screen.getByText('Use no máximo 50 caracteres.')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the gateway's message and keeps what was typed", async () => {
    login.mockRejectedValue(new HttpError('Usuário ou senha inválidos.', 400));
    const { preparePortal, onSignedIn } = firstSignIn();
    type(/^Login/, ' corretor ');
    type(/^Senha/, 'errada');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Usuário ou senha inválidos.');
    expect(login).toHaveBeenCalledWith({ username: 'corretor', password: 'errada' });
    expect((screen.getByLabelText(/^Login/) as HTMLInputElement).value).toBe(' corretor ');
    expect(preparePortal).toHaveBeenCalledOnce();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs an advisor in on the advisor page and hands the page to the portal', async () => {
    login.mockResolvedValue(undefined);
    const { onSignedIn } = firstSignIn('/login/simula-garantia/assessor');
    expect(screen.getByRole('heading', { name: 'Acesso do assessor' })).toBeTruthy();
    type(/^Login/, 'assessor');
    type(/^Senha/, 'Aval@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(login).toHaveBeenCalledWith({
      username: 'assessor',
      password: 'Aval@2026',
      advisorOnly: true,
    });
    expect(window.localStorage.getItem('loginPath')).toBe('/login/simula-garantia/assessor');
  });

  it('switches to English and keeps the choice where the portal reads it', () => {
    firstSignIn();
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en' } });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(window.localStorage.getItem('RaStoreAval.locale')).toBe('"en"');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows or hides the password', () => {
    firstSignIn();
    const password = screen.getByLabelText(/^Senha/) as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password.type).toBe('password');
  });
});

describe('the sign-in form', () => {
  it('opens /locked when the account is locked (423)', async () => {
    const onLocked = vi.fn();
    render(
      <SignInForm
        translate={signInTranslator('pt-BR')}
        signIn={() => Promise.reject(new HttpError('Usuário bloqueado.', 423))}
        onLocked={onLocked}
        navigate={vi.fn()}
      />,
    );
    type(/^Login/, 'corretor');
    type(/^Senha/, 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onLocked).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows its links inside the portal', () => {
    const navigate = vi.fn();
    render(
      <SignInForm
        translate={signInTranslator('pt-BR')}
        signIn={vi.fn()}
        onLocked={vi.fn()}
        navigate={navigate}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Esqueci minha senha' }));
    fireEvent.click(screen.getByRole('link', { name: 'Quero me cadastrar como corretor' }));
    expect(navigate.mock.calls).toEqual([['/recuperacao-da-senha'], ['/iniciar-cadastro']]);
  });
});

describe('which paths are the sign-in page', () => {
  it.each([
    ['/login', true, false],
    ['/login/', true, false],
    ['/login/assessor', true, true],
    ['/login/simula-garantia', true, false],
    ['/login/simula-garantia/assessor', true, true],
    ['/login-entra-ad/garantia', false, false],
    ['/login-ad-garantia-callback', false, false],
    ['/tomadores', false, false],
  ])('%s', (path, signIn, advisor) => {
    expect(isSignInPath(path)).toBe(signIn);
    expect(isSignInPath(path) && isAdvisorSignInPath(path)).toBe(advisor);
  });
});
