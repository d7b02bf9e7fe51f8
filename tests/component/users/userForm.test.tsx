import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SettableProfile } from '../../../resources/usuarios/types';
import { UserFormDialog } from '../../../resources/usuarios/UserFormDialog';
import { admin, corretor } from '../shell/fixtures';
import { listUser, renderUsersScreen } from './usersFixtures';

const analista: SettableProfile = {
  UniqueId: 'a0000000-0000-4000-8000-000000000001',
  Name: 'Analista',
  UserTypeId: 1,
  HomeMenuId: 1,
  MenuIds: [1, 6],
};
const agente: SettableProfile = {
  UniqueId: 'a0000000-0000-4000-8000-000000000005',
  Name: 'Agente',
  UserTypeId: 5,
  HomeMenuId: 7,
  MenuIds: [2, 6, 7],
};

const pick = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the user dialog', () => {
  it('shows each problem under its field before calling the gateway', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    render(
      renderUsersScreen(<UserFormDialog open userId={null} onClose={() => {}} />, admin, {
        create,
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Ana 2');
    await user.type(screen.getByRole('textbox', { name: /^CPF/ }), '11111111111');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@');
    await user.type(screen.getByRole('textbox', { name: /^Telefone/ }), '119');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      screen.getByText('Números e caracteres especiais não são permitidos! Por favor, verifique.'),
    ).toBeTruthy();
    expect(screen.getByText('CPF inválido')).toBeTruthy();
    expect(screen.getByText('E-mail inválido')).toBeTruthy();
    expect(screen.getByText('Telefone inválido')).toBeTruthy();
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(3);
    expect(create).not.toHaveBeenCalled();
  });

  it('masks CPF and phone, offers the profiles of the type and the menus they grant, and saves', async () => {
    const user = userEvent.setup();
    const getSettableProfiles = vi.fn(async () => [analista]);
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...listUser({ Name: 'Gabriela Rocha' }), ...data, InviteStatus: 'sent' },
    }));
    render(
      renderUsersScreen(<UserFormDialog open userId={null} onClose={() => {}} />, admin, {
        getSettableProfiles,
        create,
      }),
    );
    await user.type(await screen.findByRole('textbox', { name: /^Nome/ }), 'Gabriela Rocha');
    const cpf = screen.getByRole('textbox', { name: /^CPF/ });
    await user.type(cpf, '52998224725');
    expect((cpf as HTMLInputElement).value).toBe('529.982.247-25');
    const phone = screen.getByRole('textbox', { name: /^Telefone/ });
    await user.type(phone, '11987654321');
    expect((phone as HTMLInputElement).value).toBe('(11) 98765-4321');
    await user.type(
      screen.getByRole('textbox', { name: /^E-mail/ }),
      'gabriela@garantiabrasil.com.br',
    );
    await user.type(screen.getByRole('textbox', { name: /^Login/ }), 'gabriela');
    await pick(user, /^Tipo de usuário/, 'Seguradora');
    expect(getSettableProfiles).toHaveBeenCalledWith(1);
    await pick(user, /^Perfil/, 'Analista');
    await user.click(screen.getByRole('combobox', { name: /^Menu inicial/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['O do perfil (Esteiras)', 'Esteiras', 'Apólices']);
    await user.click(screen.getByRole('option', { name: 'Apólices' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toEqual({
      UniqueId: null,
      Version: null,
      Name: 'Gabriela Rocha',
      Cpf: '52998224725',
      Email: 'gabriela@garantiabrasil.com.br',
      Phone: '11987654321',
      Login: 'gabriela',
      UserTypeId: 1,
      ProfileUniqueId: analista.UniqueId,
      BrokerId: null,
      HomeMenuId: 6,
    });
    const success = await screen.findByRole('dialog', { name: 'Sucesso' });
    expect(within(success).getByText(/link de primeiro acesso/)).toBeTruthy();
  });

  it('gives a broker agents of its own broker with the broker profiles only', async () => {
    const user = userEvent.setup();
    const getSettableProfilesBroker = vi.fn(async () => [agente]);
    render(
      renderUsersScreen(<UserFormDialog open userId={null} onClose={() => {}} />, corretor, {
        getSettableProfilesBroker,
      }),
    );
    const type = await screen.findByRole('combobox', { name: /^Tipo de usuário/ });
    expect((type as HTMLInputElement).value).toBe('Agente');
    expect((type as HTMLInputElement).disabled).toBe(true);
    await pick(user, /^Perfil/, 'Agente');
    expect(getSettableProfilesBroker).toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: /^Corretora/ })).toBeNull();
  });

  it('edits the user as saved now and shows the gateway refusal', async () => {
    const user = userEvent.setup();
    const stored = {
      ...listUser({ Name: 'Bruno Nunes', Version: 3 }),
      ProfileUniqueId: analista.UniqueId,
    };
    const getOne = vi.fn(async () => ({ data: stored }));
    const update = vi.fn(async (_resource: string, _params: object) => {
      throw Object.assign(new Error('stale'), {
        body: { Errors: ['Este usuário foi alterado por outra pessoa. Recarregue a página.'] },
      });
    });
    render(
      renderUsersScreen(
        <UserFormDialog open userId={stored.UniqueId} onClose={() => {}} />,
        admin,
        {
          getOne,
          update,
          getSettableProfiles: async () => [analista],
        },
      ),
    );
    const name = await screen.findByRole('textbox', { name: /^Nome/ });
    expect((name as HTMLInputElement).value).toBe('Bruno Nunes');
    await user.clear(name);
    await user.type(name, 'Bruno Carvalho');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1]).toMatchObject({
      id: stored.UniqueId,
      data: { UniqueId: stored.UniqueId, Version: 3, Name: 'Bruno Carvalho' },
    });
    const error = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(
      within(error).getByText('Este usuário foi alterado por outra pessoa. Recarregue a página.'),
    ).toBeTruthy();
  });
});
