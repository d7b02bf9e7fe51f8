import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminUI, HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import type { SessionUserInfo } from '../../../src/providers/types';
import { adminRoutes } from '../../../src/routes';
import { analista, renderInAdmin } from '../shell/fixtures';

beforeEach(() => window.localStorage.clear());

const portal = (
  path: string,
  dataProvider: Record<string, unknown>,
  signedIn: SessionUserInfo | null = null,
) =>
  render(
    renderInAdmin(
      <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
        {adminRoutes}
      </AdminUI>,
      signedIn,
      path,
      dataProvider,
    ),
  );

const linkInfo = {
  Valid: true,
  Login: 'corretor',
  Name: 'Diego Fernandes Alves',
  Purpose: 'password_reset',
};

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const checklistItem = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('password link page', () => {
  it('says who the link is for and shows the policy following what is typed', async () => {
    const validate = vi.fn().mockResolvedValue(linkInfo);
    portal('/alterar-senha/tok123', { validateChangePasswordRequest: validate });
    expect(
      await screen.findByText(
        'Olá, Diego Fernandes Alves. Defina a nova senha do usuário corretor.',
      ),
    ).toBeTruthy();
    expect(validate).toHaveBeenCalledWith('tok123');
    expect(screen.getByRole('heading', { name: 'Alterar senha' })).toBeTruthy();

    const length = 'A senha deve ter pelo menos 8 caracteres.';
    const upper = 'A senha deve ter pelo menos uma letra maiúscula.';
    const login = 'A senha não pode conter o nome de usuário.';
    expect(checklistItem(length).dataset.met).toBe('false');

    type(/^Nova senha/, 'abcdefgh');
    expect(checklistItem(length).dataset.met).toBe('true');
    expect(checklistItem(upper).dataset.met).toBe('false');
    expect(within(checklistItem(length)).getByTestId('CheckCircleIcon')).toBeTruthy();

    type(/^Nova senha/, 'Corretor#2026');
    expect(checklistItem(upper).dataset.met).toBe('true');
    expect(checklistItem(login).dataset.met).toBe('false');
  });

  it('refuses a weak password or a wrong confirmation before calling the gateway', async () => {
    const change = vi.fn().mockResolvedValue(true);
    portal('/alterar-senha/tok123', {
      validateChangePasswordRequest: vi.fn().mockResolvedValue(linkInfo),
      changePasswordWithToken: change,
    });
    await screen.findByLabelText(/^Nova senha/);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect(await screen.findByText('Informe a nova senha.')).toBeTruthy();
    expect(screen.getByText('Confirme a nova senha.')).toBeTruthy();

    type(/^Nova senha/, 'senha123');
    type(/^Confirmação/, 'senha124');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    // under the field (the first unmet rule) and in the checklist
    await waitFor(() =>
      expect(screen.getAllByText('A senha deve ter pelo menos uma letra maiúscula.')).toHaveLength(
        2,
      ),
    );
    expect(screen.getByText('A confirmação não confere com a nova senha.')).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
  });

  it('saves a good password and goes to sign-in with a notice', async () => {
    const change = vi.fn().mockResolvedValue(true);
    portal('/primeiro-acesso/tok456', {
      validateChangePasswordRequest: vi
        .fn()
        .mockResolvedValue({ ...linkInfo, Purpose: 'first_access' }),
      changePasswordWithToken: change,
    });
    expect(await screen.findByLabelText(/^Nova senha/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Primeiro acesso' })).toBeTruthy();
    type(/^Nova senha/, 'Nova#Senha2026');
    type(/^Confirmação/, 'Nova#Senha2026');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await waitFor(() =>
      expect(change).toHaveBeenCalledWith('tok456', 'Nova#Senha2026', 'Nova#Senha2026'),
    );
    expect(await screen.findByTestId('page-login')).toBeTruthy();
    expect(
      await screen.findByText('Senha salva com sucesso. Entre com a nova senha.'),
    ).toBeTruthy();
  });

  it('shows the gateway message of a refused password', async () => {
    portal('/alterar-senha/tok123', {
      validateChangePasswordRequest: vi.fn().mockResolvedValue(linkInfo),
      changePasswordWithToken: vi
        .fn()
        .mockRejectedValue(
          new HttpError('Este link já foi utilizado. Solicite um novo link.', 400),
        ),
    });
    await screen.findByLabelText(/^Nova senha/);
    type(/^Nova senha/, 'Nova#Senha2026');
    type(/^Confirmação/, 'Nova#Senha2026');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar senha' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Este link já foi utilizado. Solicite um novo link.',
    );
  });

  it('explains an expired link and offers a new one', async () => {
    portal('/alterar-senha/velho', {
      validateChangePasswordRequest: vi
        .fn()
        .mockRejectedValue(new HttpError('Este link expirou. Solicite um novo link.', 400)),
    });
    expect(await screen.findByText('Este link expirou. Solicite um novo link.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Link indisponível' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Solicitar um novo link' }));
    expect(await screen.findByTestId('page-password-recovery')).toBeTruthy();
  });
});

describe('password recovery page', () => {
  it('asks for the login, then shows the neutral answer', async () => {
    const neutral =
      'Se o usuário existir, enviaremos um e-mail com as instruções para redefinir a senha.';
    const request = vi.fn().mockResolvedValue(neutral);
    portal('/recuperacao-da-senha', { requestRecoveryPassword: request });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Informe o login.')).toBeTruthy();
    type(/Login/, ' corretor ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(neutral)).toBeTruthy();
    expect(request).toHaveBeenCalledWith('corretor');
  });
});

describe('forced password change', () => {
  it('sends a user with MustChangePassword to /trocar-senha from any signed-in screen', async () => {
    portal('/kanban', {}, { ...analista, MustChangePassword: true });
    expect(await screen.findByTestId('page-change-own-password')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Troca de senha obrigatória' })).not.toHaveLength(
      0,
    );
    expect(screen.getByLabelText(/Senha atual/)).toBeTruthy();
  });

  it('leaves other users alone', async () => {
    portal('/trocar-senha', {}, analista);
    expect(await screen.findByTestId('page-change-own-password')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Trocar senha' })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull();
  });
});
