import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfileList } from '../../../resources/perfis/ProfileList';
import type { Profile, ProfileRecord } from '../../../resources/perfis/types';
import { admin } from '../shell/fixtures';
import { renderUsersScreen } from './usersFixtures';

const member = (name: string, id: number) => ({
  UserInfoId: id,
  UniqueId: `b0000000-0000-4000-8000-00000000000${id}`,
  Name: name,
  Login: name.split(' ')[0].toLowerCase(),
  Email: null,
  IsActive: true,
});

const profile = (name: string, id: number, users: Profile['Usuarios'] = []): ProfileRecord => {
  const uniqueId = `c0000000-0000-4000-8000-00000000000${id}`;
  return {
    id: uniqueId,
    UniqueId: uniqueId,
    Name: name,
    UserTypeId: 1,
    HomeMenuId: null,
    MenuIds: [],
    Usuarios: users,
  };
};

const analista = profile('Analista', 1, [member('Bruno Nunes', 1), member('Clara Dias', 2)]);
const consulta = profile('Consulta', 2);

const provider = (overrides: Record<string, unknown> = {}) => ({
  getList: vi.fn(async (_resource: string, { filter }: { filter: { userInfoTypeId: number } }) =>
    filter.userInfoTypeId === 1 ? { data: [analista, consulta], total: 2 } : { data: [], total: 0 },
  ),
  getProfileMenus: async () => [],
  ...overrides,
});

describe('the profiles screen', () => {
  it('shows the profiles of each user type in tabs', async () => {
    const user = userEvent.setup();
    const dataProvider = provider();
    render(renderUsersScreen(<ProfileList />, admin, dataProvider, '/usuarios/perfis'));
    expect(await screen.findByRole('button', { name: /Analista/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Analista' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Corretor' }));
    expect(await screen.findByText('Nenhum perfil de Corretor ainda.')).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'perfis',
      expect.objectContaining({ filter: { userInfoTypeId: 2 } }),
    );
  });

  it('shows the refusal to delete a profile that has users in the error modal', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => {
      throw Object.assign(new Error('409'), {
        body: { Errors: ['Não é possível excluir um perfil que possui usuários vinculados.'] },
      });
    });
    render(
      renderUsersScreen(<ProfileList />, admin, provider({ delete: remove }), '/usuarios/perfis'),
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir perfil' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir perfil' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir perfil' }));
    const error = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(
      within(error).getByText('Não é possível excluir um perfil que possui usuários vinculados.'),
    ).toBeTruthy();
    expect(remove).toHaveBeenCalledWith('perfis', { id: analista.id, previousData: analista });
  });

  it('moves the chosen users to another profile of the same type', async () => {
    const user = userEvent.setup();
    const moveUsersToProfile = vi.fn(async () => true);
    render(
      renderUsersScreen(
        <ProfileList />,
        admin,
        provider({ moveUsersToProfile }),
        '/usuarios/perfis',
      ),
    );
    await user.click(await screen.findByRole('tab', { name: 'Usuários (2)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Clara Dias' }));
    await user.click(screen.getByRole('button', { name: 'Mover para outro perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover 1 usuário' });
    await user.click(within(dialog).getByRole('combobox', { name: /Perfil de destino/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Consulta']);
    await user.click(screen.getByRole('option', { name: 'Consulta' }));
    await user.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await waitFor(() =>
      expect(moveUsersToProfile).toHaveBeenCalledWith(
        [analista.Usuarios[1].UniqueId],
        consulta.UniqueId,
      ),
    );
  });
});
