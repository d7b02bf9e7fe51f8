import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { functionalityLabels } from '../../../domain/functionalities';
import { menuFunctionalities, menuLabels, type MenuIdValue } from '../../../domain/menus';
import { GrantMatrix } from '../../../resources/perfis/GrantMatrix';
import { toGrantsBody } from '../../../resources/perfis/grantMatrix';
import type { MatrixMenu, Profile } from '../../../resources/perfis/types';
import { admin } from '../shell/fixtures';
import { renderUsersScreen } from './usersFixtures';

const consulta: Profile = {
  UniqueId: '11111111-1111-4111-8111-111111111111',
  Name: 'Consulta',
  UserTypeId: 1,
  HomeMenuId: null,
  MenuIds: [6],
  Usuarios: [],
};

/** GetMenus as the gateway answers it, ticking `granted`. */
const matrix = (granted: number[], orders: Record<number, number> = {}): MatrixMenu[] =>
  Object.entries(menuFunctionalities).map(([id, ids]) => ({
    Id: Number(id),
    Name: menuLabels[Number(id) as MenuIdValue],
    Order: orders[Number(id)] ?? Number(id),
    MenuFuncionalities: ids.map((fid) => ({
      Id: fid,
      Name: functionalityLabels[fid],
      Granted: granted.includes(fid),
    })),
  }));

const renderMatrix = (initial: MatrixMenu[]) => {
  const saveProfileGrants = vi.fn(async () => initial);
  const getProfileMenus = vi.fn(async () => initial);
  render(
    renderUsersScreen(<GrantMatrix profile={consulta} />, admin, {
      getProfileMenus,
      saveProfileGrants,
    }),
  );
  return { saveProfileGrants, getProfileMenus };
};

describe('the grants matrix', () => {
  it('keeps only the menus with a tick in the payload', () => {
    expect(toGrantsBody('p', matrix([24, 11], { 4: 2, 6: 1 }))).toEqual({
      ProfileUniqueId: 'p',
      Menus: [
        { Id: 4, Order: 2, FunctionalityIds: [11] },
        { Id: 6, Order: 1, FunctionalityIds: [24] },
      ],
    });
  });

  it('saves the ticked functionalities and the menu order with UpdateMenuFuncionalityInProfile', async () => {
    const user = userEvent.setup();
    const { saveProfileGrants, getProfileMenus } = renderMatrix(matrix([24]));
    await screen.findByRole('checkbox', { name: 'Visualizar segurados' });
    expect(getProfileMenus).toHaveBeenCalledWith(1, consulta.UniqueId);
    const save = screen.getByRole('button', { name: 'Salvar permissões' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Visualizar segurados' }));
    await user.click(screen.getByRole('checkbox', { name: 'Solicitar endosso' }));
    const order = screen.getByRole('textbox', { name: 'Ordem do menu Segurados' });
    await user.clear(order);
    await user.type(order, '2');
    const apolicesOrder = screen.getByRole('textbox', { name: 'Ordem do menu Apólices' });
    await user.clear(apolicesOrder);
    await user.type(apolicesOrder, '1');
    expect(screen.getByText('Há alterações não salvas.')).toBeTruthy();
    await user.click(save);

    await waitFor(() => expect(saveProfileGrants).toHaveBeenCalledTimes(1));
    expect(saveProfileGrants).toHaveBeenCalledWith({
      ProfileUniqueId: consulta.UniqueId,
      Menus: [
        { Id: 4, Order: 2, FunctionalityIds: [11] },
        { Id: 6, Order: 1, FunctionalityIds: [24, 25] },
      ],
    });
  });

  it('ticks or clears a whole menu and refuses an order out of 1 to 99', async () => {
    const user = userEvent.setup();
    const { saveProfileGrants } = renderMatrix(matrix([]));
    const all = await screen.findByRole('checkbox', {
      name: 'Todas as funcionalidades de Usuários',
    });
    await user.click(all);
    const usuarios = screen.getByTestId('grant-menu-3');
    for (const box of within(usuarios).getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).checked).toBe(true);
    }
    const order = screen.getByRole('textbox', { name: 'Ordem do menu Usuários' });
    await user.clear(order);
    expect(screen.getByText('Use uma ordem de 1 a 99.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Salvar permissões' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.type(order, '5');
    await user.click(save);
    await waitFor(() =>
      expect(saveProfileGrants).toHaveBeenCalledWith({
        ProfileUniqueId: consulta.UniqueId,
        Menus: [{ Id: 3, Order: 5, FunctionalityIds: [8, 9, 10, 48] }],
      }),
    );
  });

  it('discards the changes', async () => {
    const user = userEvent.setup();
    renderMatrix(matrix([24]));
    const box = await screen.findByRole('checkbox', { name: 'Visualizar apólices' });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Descartar alterações' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Visualizar apólices' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
