import type { ReactNode } from 'react';
import {
  AdminContext,
  AdminUI,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin';
import { menuFunctionalities } from '../../../domain/menus';
import { UserType } from '../../../domain/userTypes';
import { Layout } from '../../../src/layout/Layout';
import { NotFoundRedirect } from '../../../src/pages/NotFoundRedirect';
import { canAccess } from '../../../src/providers/canAccess';
import { testI18nProvider } from '../../../src/providers/i18nProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { adminRoutes } from '../../../src/routes';

const menu = (Id: number, Order: number, ids: number[]) => ({
  Id,
  Order,
  MenuFuncionalities: ids.map((id) => ({ Id: id, RefUniqueId: null })),
});

const user = (fields: Partial<SessionUserInfo>): SessionUserInfo => ({
  UserId: 1,
  UserTypeId: UserType.INSURANCE,
  BrokerId: null,
  PersonId: 1,
  Username: 'user',
  Name: 'Usuário de Teste',
  Email: 'user@example.com',
  CompanyName: 'Garantia Brasil Seguros S.A.',
  PersonUniqueId: 'p-1',
  ProfileName: 'Perfil',
  HomeMenuId: null,
  Menus: [],
  ...fields,
});

/** The seed's profiles (contract table), menu Order = menu id except Propostas for brokers. */
export const admin = user({
  Username: 'admin',
  ProfileName: 'Administrador',
  HomeMenuId: 7,
  Menus: Object.entries(menuFunctionalities).map(([id, ids]) => menu(Number(id), Number(id), ids)),
});

export const analista = user({
  Username: 'analista',
  ProfileName: 'Analista',
  HomeMenuId: 1,
  Menus: [
    menu(1, 1, [1, 35, 44]),
    menu(2, 2, [30]),
    menu(4, 4, [11]),
    menu(6, 6, [24]),
    menu(7, 7, [32]),
    menu(9, 9, [4]),
    menu(10, 10, [22]),
  ],
});

export const corretor = user({
  Username: 'corretor',
  UserTypeId: UserType.BROKER,
  BrokerId: 10,
  ProfileName: 'Corretor',
  HomeMenuId: 7,
  Menus: [
    menu(10, 10, [2, 28]),
    menu(9, 9, [4]),
    menu(7, 1, [6, 7]),
    menu(6, 6, [24, 25]),
    menu(4, 4, [11]),
    menu(3, 3, [8, 9]),
    menu(2, 2, [13, 14]),
  ],
});

export const assessor = user({
  Username: 'assessor',
  UserTypeId: UserType.ADVISOR,
  ProfileName: 'RiskAdviser',
  HomeMenuId: 10,
  Menus: [menu(10, 10, [33]), menu(7, 7, [32]), menu(2, 2, [30])],
});

/** An authProvider whose session is `signedIn` (or none), answering canAccess by the real rules. */
export const fakeAuthProvider = (signedIn: SessionUserInfo | null): AuthProvider => ({
  login: async () => undefined,
  logout: async () => '/login',
  checkAuth: async () => {
    if (!signedIn) throw { redirectTo: '/login', message: false };
  },
  checkError: async () => undefined,
  getIdentity: async () => ({ id: signedIn?.UserId ?? '', fullName: signedIn?.Name }),
  getPermissions: async () => signedIn,
  canAccess: async ({ resource, action }) => canAccess({ resource, action }, signedIn),
});

export const renderInAdmin = (
  children: ReactNode,
  signedIn: SessionUserInfo | null,
  path = '/',
  dataProvider: Partial<DataProvider> = {},
  authProvider: AuthProvider = fakeAuthProvider(signedIn),
) => (
  <TestMemoryRouter initialEntries={[path]}>
    <AdminContext
      authProvider={authProvider}
      dataProvider={testDataProvider(dataProvider)}
      i18nProvider={testI18nProvider}
      store={memoryStore()}
    >
      {children}
    </AdminContext>
  </TestMemoryRouter>
);

/** The portal's real route table and guard, as App mounts them. */
export const portalAt = (path: string, signedIn: SessionUserInfo | null) =>
  renderInAdmin(
    <AdminUI layout={Layout} loginPage={false} requireAuth catchAll={NotFoundRedirect}>
      {adminRoutes}
    </AdminUI>,
    signedIn,
    path,
  );
