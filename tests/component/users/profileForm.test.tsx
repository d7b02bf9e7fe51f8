import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CreateParams, Notification, type UpdateParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perfisProvider } from '../../../resources/perfis/perfisDataProvider';
import { ProfileList } from '../../../resources/perfis/ProfileList';
import type { ProfileRecord } from '../../../resources/perfis/types';
import { admin } from '../shell/fixtures';
import { renderUsersScreen } from './usersFixtures';

const uniqueId = 'c0000000-0000-4000-8000-000000000001';
const analista: ProfileRecord = {
  id: uniqueId,
  UniqueId: uniqueId,
  Name: 'Analista',
  UserTypeId: 1,
  HomeMenuId: null,
  MenuIds: [4, 6],
  Usuarios: [],
  UserCount: 0,
};

/** The gateway answering InsertOrUpdateProfile, seen through the resource's own mapping. */
const gatewayAnswers = (status: number, body: object) => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const screenWith = (overrides: Record<string, unknown>) => {
  let profiles = [analista];
  const provider = {
    getList: vi.fn(async () => ({ data: profiles, total: profiles.length })),
    getProfileMenus: async () => [],
    create: vi.fn(async (resource: string, params: CreateParams) => {
      const saved = await perfisProvider.mapping.create!(resource, params);
      profiles = [...profiles, saved.data as ProfileRecord];
      return saved;
    }),
    update: vi.fn(async (resource: string, params: UpdateParams) =>
      perfisProvider.mapping.update!(resource, params),
    ),
    ...overrides,
  };
  render(
    renderUsersScreen(
      <>
        <ProfileList />
        <Notification />
      </>,
      admin,
      provider,
      '/usuarios/perfis',
    ),
  );
  return provider;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile form', () => {
  it('creates a profile of the tab’s user type and selects it', async () => {
    const user = userEvent.setup();
    const fetchMock = gatewayAnswers(200, {
      Response: { ...analista, UniqueId: 'novo', Name: 'Consulta' },
      Errors: [],
    });
    const provider = screenWith({});
    await user.click(await screen.findByRole('button', { name: 'Novo perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo perfil de Seguradora' });
    await user.type(within(dialog).getByLabelText(/^Nome do perfil/), '  Consulta ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Perfil Consulta criado. Agora conceda as permissões dele.'),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Consulta' })).toBeTruthy();
    expect(provider.create).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      UniqueId: null,
      Name: 'Consulta',
      UserTypeId: 1,
      HomeMenuId: null,
    });
  });

  it('asks for the name before calling the gateway', async () => {
    const user = userEvent.setup();
    const provider = screenWith({});
    await user.click(await screen.findByRole('button', { name: 'Novo perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo perfil de Seguradora' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Informe o nome do perfil.')).toBeTruthy();
    expect(provider.create).not.toHaveBeenCalled();
  });

  it('shows a refusal naming the name under the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    gatewayAnswers(400, { Response: null, Errors: ['Nome: use no máximo 50 caracteres.'] });
    screenWith({});
    await user.click(await screen.findByRole('button', { name: 'Novo perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo perfil de Seguradora' });
    const name = within(dialog).getByLabelText(/^Nome do perfil/) as HTMLInputElement;
    await user.type(name, 'Um nome comprido');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Nome: use no máximo 50 caracteres.')).toBeTruthy();
    expect(name.value).toBe('Um nome comprido');
    expect(screen.queryByRole('dialog', { name: 'Atenção!' })).toBeNull();
  });

  it('shows a 409 in the error modal and keeps the dialog as typed', async () => {
    const user = userEvent.setup();
    gatewayAnswers(409, {
      Response: null,
      Errors: ['Já existe um perfil com este nome para este tipo de usuário.'],
    });
    screenWith({});
    await user.click(await screen.findByRole('button', { name: 'Renomear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    const name = within(dialog).getByLabelText(/^Nome do perfil/) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Consulta');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const error = await screen.findByRole('dialog', { name: 'Atenção!' });
    expect(
      within(error).getByText('Já existe um perfil com este nome para este tipo de usuário.'),
    ).toBeTruthy();
    expect(name.value).toBe('Consulta');
  });

  it('renames with the home menu chosen among the granted menus', async () => {
    const user = userEvent.setup();
    const fetchMock = gatewayAnswers(200, {
      Response: { ...analista, HomeMenuId: 6 },
      Errors: [],
    });
    const provider = screenWith({});
    await user.click(await screen.findByRole('button', { name: 'Renomear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    const homeMenu = within(dialog).getByRole('combobox', { name: /^Menu inicial/ });
    expect(homeMenu.textContent).toBe('Nenhum (o primeiro menu liberado)');
    await user.click(homeMenu);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Nenhum (o primeiro menu liberado)', 'Segurados', 'Apólices']);
    await user.click(screen.getByRole('option', { name: 'Apólices' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Perfil Analista atualizado.')).toBeTruthy();
    await waitFor(() => expect(provider.update).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      UniqueId: uniqueId,
      Name: 'Analista',
      UserTypeId: 1,
      HomeMenuId: 6,
    });
  });
});
