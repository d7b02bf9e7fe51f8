import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import type { GetListParams } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perfisProvider } from '../../../resources/perfis/perfisDataProvider';
import { ProfileList } from '../../../resources/perfis/ProfileList';
import type { Profile, ProfileRecord } from '../../../resources/perfis/types';
import { captureDownloads, csvLines } from '../export/captureDownloads';
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
    UserCount: users.length,
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

describe('the profile list: sort and export', () => {
  const downloads = captureDownloads();
  const gestor = profile('Gestor', 3, [
    member('Davi Reis', 3),
    member('Elisa Prado', 4),
    member('Fabio Lins', 5),
  ]);
  const asAnswered = ({ id: _id, UserCount: _count, ...rest }: ProfileRecord): Profile => rest;

  /** GetProfileByCompanyId answering through the resource's own mapping (it sorts there). */
  const mappedProvider = () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ Response: [gestor, consulta, analista].map(asAnswered), Errors: [] }),
          ),
      ),
    );
    return provider({
      getList: vi.fn((resource: string, params: GetListParams) =>
        perfisProvider.mapping.getList!(resource, params),
      ),
    });
  };
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const LocationProbe = () => {
    const { search } = useLocation();
    return <output data-testid="location">{decodeURIComponent(search)}</output>;
  };
  const location = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

  const renderList = (path = '/usuarios/perfis') =>
    render(
      renderUsersScreen(
        <>
          <ProfileList />
          <LocationProbe />
        </>,
        admin,
        mappedProvider(),
        path,
      ),
    );
  const shownNames = () =>
    within(screen.getByRole('table', { name: 'Perfis' }))
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => ['Analista', 'Consulta', 'Gestor'].includes(name ?? ''));
  const sortBy = async (user: ReturnType<typeof userEvent.setup>, column: RegExp, text: string) =>
    user.click(within(screen.getByRole('columnheader', { name: column })).getByText(text));

  it('sorts by name and by user count, the sort kept in the URL beside the tab and the profile', async () => {
    const user = userEvent.setup();
    renderList(`/usuarios/perfis?tipo=1&perfil=${consulta.UniqueId}`);
    await screen.findByRole('heading', { name: 'Consulta' });
    expect(shownNames()).toEqual(['Analista', 'Consulta', 'Gestor']);

    await sortBy(user, /^Usuários/, 'Usuários');
    await waitFor(() => expect(shownNames()).toEqual(['Consulta', 'Analista', 'Gestor']));
    expect(location().get('sort')).toBe('UserCount');
    expect(location().get('order')).toBe('ASC');
    expect(location().get('tipo')).toBe('1');
    expect(location().get('perfil')).toBe(consulta.UniqueId);
    expect(screen.getByRole('heading', { name: 'Consulta' })).toBeTruthy();

    await sortBy(user, /^Usuários/, 'Usuários');
    await waitFor(() => expect(shownNames()).toEqual(['Gestor', 'Analista', 'Consulta']));
    expect(location().get('order')).toBe('DESC');

    // choosing a profile keeps the sort
    await user.click(screen.getByRole('button', { name: 'Gestor' }));
    await screen.findByRole('heading', { name: 'Gestor' });
    expect(location().get('perfil')).toBe(gestor.UniqueId);
    expect(location().get('sort')).toBe('UserCount');
    expect(shownNames()).toEqual(['Gestor', 'Analista', 'Consulta']);

    // so does another tab, which starts on its first profile
    await user.click(screen.getByRole('tab', { name: 'Corretor' }));
    await waitFor(() => expect(location().get('tipo')).toBe('2'));
    expect(location().get('perfil')).toBeNull();
    expect(location().get('sort')).toBe('UserCount');
    expect(location().get('order')).toBe('DESC');
  });

  it('opens on the sort the link carries', async () => {
    renderList('/usuarios/perfis?tipo=1&sort=Name&order=DESC');
    await screen.findByRole('heading', { name: 'Gestor' });
    expect(shownNames()).toEqual(['Gestor', 'Consulta', 'Analista']);
  });

  it('exports the profiles of the tab in the list’s order as a Brazilian CSV', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'Analista' });
    await sortBy(user, /^Usuários/, 'Usuários');
    await waitFor(() => expect(location().get('order')).toBe('ASC'));
    await sortBy(user, /^Usuários/, 'Usuários');
    await waitFor(() => expect(shownNames()).toEqual(['Gestor', 'Analista', 'Consulta']));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [{ filename, blob }] = downloads;
    expect(filename).toBe(`perfis-${format(new Date(), 'yyyy-MM-dd')}.csv`);
    expect((await csvLines(blob)).slice(0, 5)).toEqual([
      '\uFEFFNome do perfil;Tipo de usuário;Menu inicial;Usuários',
      'Gestor;Seguradora;Nenhum (o primeiro menu liberado);3',
      'Analista;Seguradora;Nenhum (o primeiro menu liberado);2',
      'Consulta;Seguradora;Nenhum (o primeiro menu liberado);0',
      '',
    ]);
  });
});
