import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserList } from '../../../resources/usuarios/UserList';
import type { UserRecord } from '../../../resources/usuarios/types';
import { groupUsersByProfile, matchesSearch } from '../../../resources/usuarios/userGroups';
import { usuariosProvider } from '../../../resources/usuarios/usuariosDataProvider';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, analista, corretor } from '../shell/fixtures';
import { listUser, renderUsersScreen } from './usersFixtures';

const ana = listUser({
  Name: 'Ana Paula Ribeiro',
  UserInfoId: 1,
  ProfileUniqueId: 'perfil-admin',
  ProfileName: 'Administrador',
});
const bruno = listUser({ Name: 'Bruno Carvalho Nunes' });
const clara = listUser({ Name: 'Clara Dias', IsActive: false });
const eduarda = listUser({
  Name: 'Eduarda Lima Castro',
  UserTypeId: 5,
  ProfileUniqueId: 'perfil-agente',
  ProfileName: 'Agente',
  BrokerId: 10,
  BrokerName: 'Prime Corretora de Seguros Ltda.',
});
const users = [ana, bruno, clara, eduarda];

/** GetUsers answering `list` (filterByActive applied, as the gateway does); each query is kept. */
let searches: URLSearchParams[] = [];
const stubGetUsers = (list: UserRecord[]) => {
  searches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      searches.push(url.searchParams);
      const active = url.searchParams.get('filterByActive');
      const data = active ? list.filter((user) => String(user.IsActive) === active) : list;
      return new Response(JSON.stringify({ Response: data, Errors: [] }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
};
afterEach(() => vi.unstubAllGlobals());

/** The real usuarios mapping on a stubbed GetUsers, with the named calls as spies. */
const usersProvider = (list: UserRecord[] = users) => {
  stubGetUsers(list);
  const changeUserStatus = vi.fn(async (userInfoId: number, _version: number) => {
    const user = list.find((item) => item.UserInfoId === userInfoId);
    return !user?.IsActive;
  });
  return {
    ...createDataProvider([usuariosProvider]),
    changeUserStatus,
    getUserBrokers: async () => [{ Id: 10, Name: 'Prime Corretora de Seguros Ltda.', Cnpj: '' }],
  };
};

/** The text of a profile group: its heading row and the user rows under it. */
const group = (name: string) => {
  const header = screen.getByRole('heading', { name: new RegExp(`^${name} `) }).closest('tr');
  let text = header?.textContent ?? '';
  for (let row = header?.nextElementSibling; row; row = row.nextElementSibling) {
    if (within(row as HTMLElement).queryByRole('heading')) break;
    text += ` ${row.textContent}`;
  }
  return text;
};

const names = () =>
  screen.queryAllByTestId(/^user-row-/).map((row) => row.getAttribute('data-testid'));

describe('grouping', () => {
  it('groups users by profile, groups by name, users in the list order, with active counts', () => {
    const groups = groupUsersByProfile([clara, eduarda, bruno, ana]);
    expect(groups.map((g) => [g.profileName, g.users.map((u) => u.Name), g.activeCount])).toEqual([
      ['Administrador', ['Ana Paula Ribeiro'], 1],
      ['Agente', ['Eduarda Lima Castro'], 1],
      ['Analista', ['Clara Dias', 'Bruno Carvalho Nunes'], 1],
    ]);
  });

  it('searches name, login and e-mail without accents, and the CPF with or without mask', () => {
    expect(matchesSearch(eduarda, 'lima')).toBe(true);
    expect(matchesSearch(listUser({ Name: 'João Araújo' }), 'araujo')).toBe(true);
    expect(matchesSearch(bruno, '529.982')).toBe(true);
    expect(matchesSearch(bruno, '52998224725')).toBe(true);
    expect(matchesSearch(bruno, 'lima')).toBe(false);
  });
});

describe('the user list', () => {
  it('shows each profile as a group with its count and its users', async () => {
    render(renderUsersScreen(<UserList />, admin, usersProvider()));
    await screen.findByRole('heading', { name: /^Analista / });
    const analistas = group('Analista');
    expect(analistas).toContain('2 usuários');
    expect(analistas).toContain('1 inativo');
    expect(analistas).toContain('Bruno Carvalho Nunes');
    expect(analistas).toContain('Clara Dias');
    expect(analistas).not.toContain('Eduarda Lima Castro');
    expect(group('Agente')).toContain('1 usuário');
    expect(group('Agente')).toContain('Prime Corretora de Seguros Ltda.');
    expect(names()).toEqual([
      'user-row-ana',
      'user-row-eduarda',
      'user-row-bruno',
      'user-row-clara',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'AdministradorSeguradora1 usuário',
      'AgenteAgente1 usuário',
      'AnalistaSeguradora2 usuários1 inativo',
    ]);
  });

  it('filters by the text search', async () => {
    const user = userEvent.setup();
    render(renderUsersScreen(<UserList />, admin, usersProvider()));
    await screen.findByRole('heading', { name: /^Analista / });
    await user.type(screen.getByLabelText('Buscar por nome, login, e-mail ou CPF'), 'eduarda');
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Analista / })).toBeNull());
    expect(screen.getByText('Eduarda Lima Castro')).toBeTruthy();
  });

  it('sends the situation to GetUsers and keeps the filters and the sort in the URL', async () => {
    render(
      renderUsersScreen(
        <UserList />,
        admin,
        usersProvider(),
        `/usuarios/listar?filter=${encodeURIComponent('{"filterByActive":"false"}')}&sort=Email&order=DESC`,
      ),
    );
    await screen.findByRole('heading', { name: /^Analista / });
    expect(Object.fromEntries(searches[searches.length - 1])).toEqual({ filterByActive: 'false' });
    expect(names()).toEqual(['user-row-clara']);
    expect(screen.getByRole('button', { name: 'Inativos' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('sorts inside each group by a column: a click on Nome turns it descending', async () => {
    const user = userEvent.setup();
    render(renderUsersScreen(<UserList />, admin, usersProvider()));
    await screen.findByRole('heading', { name: /^Analista / });
    const header = screen.getByRole('columnheader', { name: /^Nome/ });
    await user.click(within(header).getByText('Nome'));
    await waitFor(() =>
      expect(names()).toEqual([
        'user-row-ana',
        'user-row-eduarda',
        'user-row-clara',
        'user-row-bruno',
      ]),
    );
  });

  it('folds a profile group from its heading', async () => {
    const user = userEvent.setup();
    render(renderUsersScreen(<UserList />, admin, usersProvider()));
    const heading = await screen.findByRole('heading', { name: /^Analista / });
    await user.click(within(heading).getByRole('button'));
    expect(within(heading).getByRole('button').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Bruno Carvalho Nunes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Recolher todos' }));
    expect(names()).toEqual([]);
  });

  it('deactivates the selected users in bulk, one status change each', async () => {
    const user = userEvent.setup();
    const provider = usersProvider();
    render(renderUsersScreen(<UserList />, admin, provider));
    await screen.findByRole('heading', { name: /^Analista / });
    for (const login of ['bruno', 'eduarda', 'clara']) {
      await user.click(within(screen.getByTestId(`user-row-${login}`)).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(provider.changeUserStatus).toHaveBeenCalledTimes(2));
    expect(provider.changeUserStatus).toHaveBeenCalledWith(bruno.UserInfoId, bruno.Version);
    expect(provider.changeUserStatus).toHaveBeenCalledWith(eduarda.UserInfoId, eduarda.Version);
    await waitFor(() => expect(group('Analista')).toContain('2 inativos'));
    expect(group('Agente')).toContain('1 inativo');
  });

  it('flips the item once the status change succeeds', async () => {
    const user = userEvent.setup();
    const provider = usersProvider();
    render(renderUsersScreen(<UserList />, admin, provider));
    const toggle = await screen.findByRole('switch', { name: 'Desativar Bruno Carvalho Nunes' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(provider.changeUserStatus).toHaveBeenCalledWith(bruno.UserInfoId, bruno.Version);
    const flipped = await screen.findByRole('switch', { name: 'Ativar Bruno Carvalho Nunes' });
    expect((flipped as HTMLInputElement).checked).toBe(false);
    expect(within(screen.getByTestId('user-row-bruno')).getByText('Inativo')).toBeTruthy();
    expect(group('Analista')).toContain('2 inativos');
    // The gateway bumped the Version: flipping back sends the one the first change left.
    await user.click(flipped);
    expect(provider.changeUserStatus).toHaveBeenLastCalledWith(bruno.UserInfoId, bruno.Version + 1);
  });

  it('keeps the item as it was when the status change fails, and shows why', async () => {
    const user = userEvent.setup();
    const provider = {
      ...usersProvider(),
      changeUserStatus: vi.fn(async () => {
        throw Object.assign(new Error('Você não pode desativar o seu próprio usuário.'), {
          body: { Errors: ['Você não pode desativar o seu próprio usuário.'] },
        });
      }),
    };
    render(renderUsersScreen(<UserList />, admin, provider));
    await user.click(await screen.findByRole('switch', { name: 'Desativar Bruno Carvalho Nunes' }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('Você não pode desativar o seu próprio usuário.')).toBeTruthy();
    await user.click(within(modal).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the page is inert until the closing dialog has gone: wait until the switch is reachable
    const toggle = await screen.findByRole('switch', { name: 'Desativar Bruno Carvalho Nunes' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('does not let users deactivate themselves', async () => {
    render(renderUsersScreen(<UserList />, admin, usersProvider()));
    const own = await screen.findByRole('switch', { name: 'Desativar Ana Paula Ribeiro' });
    expect((own as HTMLInputElement).disabled).toBe(true);
  });

  it('hides the management buttons from a user without GERENCIAR_USUARIOS', async () => {
    const viewer = {
      ...analista,
      Menus: [{ Id: 3, Order: 3, MenuFuncionalities: [{ Id: 8, RefUniqueId: null }] }],
    };
    render(renderUsersScreen(<UserList />, viewer, usersProvider()));
    await screen.findByRole('heading', { name: /^Analista / });
    expect(screen.queryByRole('button', { name: /Novo usuário/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ações de/ })).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Desativar Bruno Carvalho Nunes' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
  });

  it('lets a broker act on its agents only, without the broker filter', async () => {
    render(renderUsersScreen(<UserList />, corretor, usersProvider()));
    await screen.findByRole('heading', { name: /^Agente / });
    expect(screen.getByRole('button', { name: /Novo usuário/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ações de Eduarda Lima Castro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ações de Bruno Carvalho Nunes' })).toBeNull();
    expect(screen.queryByLabelText('Corretora')).toBeNull();
  });

  it('asks before deleting and refreshes the list', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => ({ data: bruno }));
    const provider = usersProvider();
    const getList = vi.fn(provider.getList);
    render(renderUsersScreen(<UserList />, admin, { ...provider, getList, delete: remove }));
    await user.click(await screen.findByRole('button', { name: 'Ações de Bruno Carvalho Nunes' }));
    await user.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Excluir o usuário Bruno Carvalho Nunes \(bruno\)\?/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(remove).toHaveBeenCalledWith('usuarios', { id: bruno.id, previousData: bruno }),
    );
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(searches).toHaveLength(2);
  });
});
