import { Menu as RaMenu, usePermissions, useTranslate } from 'react-admin';
import { buildSideMenu } from '../../domain/screenAccess';
import type { SessionUserInfo } from '../providers/types';
import { menuIcons } from './menuIcons';

/** The side menu of spec part 1 §6, built from the signed-in user's menus and grants. */
export const Menu = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<SessionUserInfo | null>();
  return (
    <RaMenu>
      {buildSideMenu(permissions).map((item) => (
        <RaMenu.Item
          key={item.menuId}
          to={item.path}
          primaryText={translate(`aval.menu.${item.key}`)}
          leftIcon={menuIcons[item.menuId]}
          data-testid={`menu-item-${item.key}`}
        />
      ))}
    </RaMenu>
  );
};
