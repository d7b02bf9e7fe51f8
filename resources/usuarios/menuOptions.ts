import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { type MenuIdValue, menuLabels, menuVariants } from '../../domain/menus';

/** The side-menu name of a menu id, as the side menu shows it (aval.menu.*). */
export const useMenuLabel = () => {
  const translate = useTranslate();
  return useCallback(
    (menuId: number) => {
      const key = menuVariants[menuId as MenuIdValue]?.[0]?.key;
      const fallback = menuLabels[menuId as MenuIdValue] ?? String(menuId);
      return key ? translate(`aval.menu.${key}`, { _: fallback }) : fallback;
    },
    [translate],
  );
};
