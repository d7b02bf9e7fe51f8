import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import type { UserListItem, UserRecord } from '../../../resources/usuarios/types';
import { ModalProvider } from '../../../src/components';
import type { SessionUserInfo } from '../../../src/providers/types';
import { renderInAdmin } from '../shell/fixtures';

let sequence = 0;

/** A user list item as GetUsers answers it. */
export const listUser = (fields: Partial<UserListItem> & { Name: string }): UserRecord => {
  sequence += 1;
  const uniqueId = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id: uniqueId,
    UserInfoId: 100 + sequence,
    UniqueId: uniqueId,
    Login: fields.Name.split(' ')[0].toLowerCase(),
    Email: `${fields.Name.split(' ')[0].toLowerCase()}@garantiabrasil.com.br`,
    Cpf: '52998224725',
    Phone: null,
    UserTypeId: 1,
    ProfileUniqueId: 'perfil-analista',
    ProfileName: 'Analista',
    BrokerId: null,
    BrokerName: null,
    IsActive: true,
    HomeMenuId: null,
    LastLoginAt: null,
    Version: 1,
    ...fields,
  };
};

/** A screen of the users area inside react-admin, the shared modals and a signed-in user. */
export const renderUsersScreen = (
  screen: ReactNode,
  signedIn: SessionUserInfo,
  /** The methods the screen calls (react-admin's and the named gateway calls). */
  dataProvider: Record<string, unknown>,
  path = '/usuarios/listar',
) =>
  renderInAdmin(
    <ModalProvider>{screen}</ModalProvider>,
    signedIn,
    path,
    dataProvider as Partial<DataProvider>,
  );
