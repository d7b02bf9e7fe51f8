import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Functionality as F } from '../../../domain/functionalities';
import { UserType } from '../../../domain/userTypes';
import { UserList } from '../../../resources/usuarios/UserList';
import type { UserRecord } from '../../../resources/usuarios/types';
import { UserRowActions } from '../../../resources/usuarios/UserRowActions';
import { canAccess } from '../../../src/providers/canAccess';
import { admin, analista, assessor, corretor, renderInAdmin } from '../shell/fixtures';
import { listUser, renderUsersScreen } from './usersFixtures';

const bruno = listUser({ Name: 'Bruno Carvalho Nunes' });
const clara = listUser({ Name: 'Clara Dias', IsActive: false });
const eduarda = listUser({
  Name: 'Eduarda Lima Castro',
  UserTypeId: UserType.AGENT,
  ProfileUniqueId: 'perfil-agente',
  ProfileName: 'Agente',
  BrokerId: 10,
  BrokerName: 'Prime Corretora de Seguros Ltda.',
});

const issued = {
  Token: 'tok',
  Url: 'http://localhost/acesso/credentials-asd/tok',
  ExpiresAt: '2026-03-10T13:45:00.000Z',
};

const provider = (list: UserRecord[] = [bruno, clara, eduarda]) => ({
  getUserBrokers: async () => [{ Id: 10, Name: 'Prime Corretora de Seguros Ltda.', Cnpj: '' }],
  getList: async () => ({ data: list, total: list.length }),
  issueSsoToken: vi.fn(async () => issued),
});

const manageUsers = {
  Id: 3,
  Order: 3,
  MenuFuncionalities: [{ Id: F.GERENCIAR_USUARIOS, RefUniqueId: null }],
};

describe('single sign-on from the user list', () => {
  it('lets an insurer admin issue a link for an active user from the row menu', async () => {
    const user = userEvent.setup();
    const calls = provider();
    render(renderUsersScreen(<UserList />, admin, calls));
    await user.click(await screen.findByRole('button', { name: 'Ações de Bruno Carvalho Nunes' }));
    await user.click(screen.getByRole('menuitem', { name: 'Gerar acesso único' }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    const dialog = await screen.findByRole('dialog', { name: 'Gerar link de acesso único' });
    await user.click(within(dialog).getByRole('button', { name: 'Gerar link' }));
    const link = (await within(dialog).findByLabelText('Link de acesso')) as HTMLInputElement;
    expect(link.value).toBe(issued.Url);
    expect(calls.issueSsoToken).toHaveBeenCalledWith(bruno.UniqueId, undefined);
  });

  it('does not offer it for an inactive user (the gateway refuses them)', async () => {
    const user = userEvent.setup();
    render(renderUsersScreen(<UserList />, admin, provider()));
    await user.click(await screen.findByRole('button', { name: 'Ações de Clara Dias' }));
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Gerar acesso único' })).toBeNull();
  });

  it('is not offered to a broker, even one managing its agents', async () => {
    const user = userEvent.setup();
    render(renderUsersScreen(<UserList />, corretor, provider()));
    await user.click(await screen.findByRole('button', { name: 'Ações de Eduarda Lima Castro' }));
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Gerar acesso único' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Gerar acesso único', hidden: true })).toBeNull();
  });

  it("is not offered to an advisor acting for a broker (the session is the broker's type)", async () => {
    const user = userEvent.setup();
    const acting = {
      ...admin,
      UserTypeId: UserType.BROKER,
      BrokerId: 10,
      Advisor: { PersonId: 2, Username: 'assessor', PersonUniqueId: 'p-2' },
    } as typeof admin;
    render(renderUsersScreen(<UserList />, acting, provider()));
    await user.click(await screen.findByRole('button', { name: 'Ações de Eduarda Lima Castro' }));
    expect(screen.getByRole('menuitem', { name: 'Editar' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Gerar acesso único' })).toBeNull();
  });

  it('is not offered to a risk advisor, even one managing users', () => {
    expect(canAccess({ resource: 'usuarios', action: 'issueSso' }, admin)).toBe(true);
    expect(
      canAccess(
        { resource: 'usuarios', action: 'issueSso' },
        { ...assessor, Menus: [manageUsers] },
      ),
    ).toBe(false);
  });
});

describe('the row menu', () => {
  const rowActions = (can: { edit?: boolean; sso?: boolean }) =>
    renderInAdmin(
      <UserRowActions
        user={bruno}
        canEdit={!!can.edit}
        canDelete={false}
        canForcePassword={false}
        canIssueSso={!!can.sso}
        onEdit={() => undefined}
        onDelete={() => undefined}
        onForcePassword={() => undefined}
      />,
      admin,
      '/',
      provider() as object,
    );

  it('is shown when the single sign-on link is the only action', async () => {
    const user = userEvent.setup();
    render(rowActions({ sso: true }));
    await user.click(screen.getByRole('button', { name: 'Ações de Bruno Carvalho Nunes' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Gerar acesso único',
    ]);
  });

  it('is absent when no action at all is available', () => {
    render(rowActions({}));
    expect(screen.queryByRole('button', { name: /Ações de/ })).toBeNull();
  });
});

describe('the outbox link', () => {
  const outboxLink = () => screen.queryByRole('link', { name: 'E-mails enviados' });

  it('is shown to insurer staff managing users', async () => {
    render(renderUsersScreen(<UserList />, admin, provider()));
    await screen.findByText('Bruno Carvalho Nunes');
    expect(outboxLink()?.getAttribute('href')).toBe('/usuarios/emails');
  });

  it('is hidden from a risk advisor: the outbox holds sign-in links, insurer staff only', async () => {
    render(renderUsersScreen(<UserList />, { ...assessor, Menus: [manageUsers] }, provider()));
    await screen.findByText('Bruno Carvalho Nunes');
    expect(outboxLink()).toBeNull();
  });

  it('is hidden from a broker, even one managing its agents', async () => {
    render(renderUsersScreen(<UserList />, corretor, provider()));
    await screen.findByText('Eduarda Lima Castro');
    expect(screen.getByRole('button', { name: /Novo usuário/ })).toBeTruthy();
    expect(outboxLink()).toBeNull();
  });

  it('is hidden from insurer staff who do not manage users', async () => {
    render(renderUsersScreen(<UserList />, analista, provider()));
    await screen.findByText('Bruno Carvalho Nunes');
    expect(outboxLink()).toBeNull();
  });
});
