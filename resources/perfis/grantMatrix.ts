import type { GrantsInput, MatrixMenu } from './types';

/** The grants the matrix shows, as UpdateMenuFuncionalityInProfile takes them: menus with a tick. */
export const toGrantsBody = (
  profileUniqueId: string,
  menus: readonly MatrixMenu[],
): GrantsInput => ({
  ProfileUniqueId: profileUniqueId,
  Menus: menus
    .map((menu) => ({
      Id: menu.Id,
      Order: menu.Order,
      FunctionalityIds: menu.MenuFuncionalities.filter((f) => f.Granted).map((f) => f.Id),
    }))
    .filter((menu) => menu.FunctionalityIds.length > 0),
});

export const toggleFunctionality = (
  menus: readonly MatrixMenu[],
  menuId: number,
  functionalityId: number,
): MatrixMenu[] =>
  menus.map((menu) =>
    menu.Id !== menuId
      ? menu
      : {
          ...menu,
          MenuFuncionalities: menu.MenuFuncionalities.map((f) =>
            f.Id === functionalityId ? { ...f, Granted: !f.Granted } : f,
          ),
        },
  );

/** Ticks every functionality of a menu, or clears them all when all were ticked. */
export const toggleMenu = (menus: readonly MatrixMenu[], menuId: number): MatrixMenu[] =>
  menus.map((menu) => {
    if (menu.Id !== menuId) return menu;
    const all = menu.MenuFuncionalities.every((f) => f.Granted);
    return {
      ...menu,
      MenuFuncionalities: menu.MenuFuncionalities.map((f) => ({ ...f, Granted: !all })),
    };
  });

export const setMenuOrder = (
  menus: readonly MatrixMenu[],
  menuId: number,
  order: number,
): MatrixMenu[] => menus.map((menu) => (menu.Id === menuId ? { ...menu, Order: order } : menu));

export const isValidOrder = (order: number) => Number.isInteger(order) && order >= 1 && order <= 99;
