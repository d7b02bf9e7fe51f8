import { menuFunctionalities } from '../../../domain/menus';
import { UserType } from '../../../domain/userTypes';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../../../server/db/seed/documentNumbers';
import type { TenantDefinition } from '../../../server/db/seed/tenant';

export const SECOND_COMPANY_KEY = 'segura-fianca';
export const SECOND_COMPANY_NAME = 'Segura Fiança Seguros S.A.';
export const SECOND_DNS = 'portal.segurafianca.test';
export const SECOND_PASSWORD = 'Fianca#2026';

/** A small second tenant for the cross-tenant checks; its admin shares the demo admin's login. */
export const secondTenant: TenantDefinition = {
  company: {
    companyKey: SECOND_COMPANY_KEY,
    name: SECOND_COMPANY_NAME,
    cnpj: cnpjWithCheckDigits('071945380001'),
    email: 'contato@segurafianca.test',
    zipCode: '20040002',
    addressName: 'Avenida Rio Branco',
    addressNumber: '50',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
    theme: 'dark',
    primaryColor: '#2e7d32',
  },
  dns: [SECOND_DNS],
  brokers: [],
  profiles: [
    {
      name: 'Administrador',
      userTypeId: UserType.INSURANCE,
      homeMenuId: 5,
      functionalities: Object.values(menuFunctionalities).flat(),
    },
  ],
  users: [
    {
      login: 'admin',
      password: SECOND_PASSWORD,
      userTypeId: UserType.INSURANCE,
      profile: 'Administrador',
      person: {
        name: 'Otávio Pereira Lopes',
        cpfCnpj: cpfWithCheckDigits('604318752'),
        email: 'otavio.lopes@segurafianca.test',
      },
    },
  ],
  termOfUse: { version: 3, html: '<p>Termo da [NomeSeguradora] — contato [EmailContato].</p>' },
  termTags: [
    { name: 'NomeSeguradora', value: SECOND_COMPANY_NAME },
    { name: 'EmailContato', value: 'contato@segurafianca.test' },
  ],
};
