import { type UserTypeId, userTypeLabels } from '../../../domain/userTypes';

/** The demo tenant's key, as GetPortalConfig answers it for localhost. */
export const DEMO_COMPANY_KEY = 'aval-demo';
export const DEMO_COMPANY_NAME = 'Garantia Brasil Seguros S.A.';
/** Password of every demo user. */
export const DEMO_PASSWORD = 'Aval@2026';

export interface DemoUser {
  login: string;
  password: string;
  userTypeId: UserTypeId;
  /** pt-BR label of the user type. */
  userType: string;
  profile: string;
}

const demoUser = (login: string, userTypeId: UserTypeId, profile: string): DemoUser => ({
  login,
  password: DEMO_PASSWORD,
  userTypeId,
  userType: userTypeLabels[userTypeId],
  profile,
});

/** The demo logins (README, e2e tests and the start banner read this table). */
export const demoUsers: DemoUser[] = [
  demoUser('admin', 1, 'Administrador'),
  demoUser('analista', 1, 'Analista'),
  demoUser('assessor', 6, 'RiskAdviser'),
  demoUser('corretor', 2, 'Corretor'),
  demoUser('agente', 5, 'Agente'),
  demoUser('tomador', 3, 'Tomador'),
];

export const findDemoUser = (login: string) => {
  const user = demoUsers.find((candidate) => candidate.login === login);
  if (!user) throw new Error(`Usuário de demonstração desconhecido: ${login}`);
  return user;
};
