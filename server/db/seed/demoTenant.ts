import { Functionality as F } from '../../../domain/functionalities';
import { MenuId, menuFunctionalities } from '../../../domain/menus';
import { ADVISOR_PROFILE_NAME, UserType } from '../../../domain/userTypes';
import { DEMO_COMPANY_KEY, DEMO_COMPANY_NAME, findDemoUser } from './demoUsers';
import { cnpjWithCheckDigits, cpfWithCheckDigits, formatCnpj } from './documentNumbers';
import type {
  PersonDefinition,
  ProfileDefinition,
  TenantDefinition,
  UserDefinition,
} from './tenant';
import { termOfUseHtml } from './termOfUseHtml';
import { acceptanceTermsHtml } from './acceptanceTermsHtml';

const companyCnpj = cnpjWithCheckDigits('332471560001');
const EMAIL_DOMAIN = 'garantiabrasil.com.br';

/** Brokers see Propostas first in the side menu. */
const brokerMenuOrder = { [MenuId.PROPOSTAS]: 1 };

const profiles: ProfileDefinition[] = [
  {
    name: 'Administrador',
    userTypeId: UserType.INSURANCE,
    homeMenuId: MenuId.PROPOSTAS,
    functionalities: Object.values(menuFunctionalities).flat(),
  },
  {
    name: 'Analista',
    userTypeId: UserType.INSURANCE,
    homeMenuId: MenuId.KANBAN,
    functionalities: [
      F.VISUALIZAR_ESTEIRAS,
      F.CREDITO,
      F.VISUALIZAR_ANALISE_DE_CREDITO,
      F.VISUALIZAR_TOMADORES_SEGURADORA,
      F.VISUALIZAR_SEGURADO,
      F.VISUALIZAR_APOLICES,
      F.VISUALIZAR_PROPOSTAS_SEGURADORA,
      F.VISUALIZAR_DOCUMENTOS,
      F.VISUALIZAR_CORRETORES,
    ],
  },
  {
    name: ADVISOR_PROFILE_NAME,
    userTypeId: UserType.ADVISOR,
    homeMenuId: MenuId.CORRETORES,
    functionalities: [
      F.LISTAR_CORRETORES_ASSESSOR,
      F.VISUALIZAR_PROPOSTAS_SEGURADORA,
      F.VISUALIZAR_TOMADORES_SEGURADORA,
    ],
  },
  {
    name: 'Corretor',
    userTypeId: UserType.BROKER,
    homeMenuId: MenuId.PROPOSTAS,
    menuOrder: brokerMenuOrder,
    functionalities: [
      F.GERENCIAR_PROPOSTAS,
      F.VISUALIZAR_PROPOSTAS,
      F.VISUALIZAR_APOLICES,
      F.SOLICITAR_ENDOSSO,
      F.GERENCIAR_TOMADORES,
      F.VISUALIZAR_TOMADORES,
      F.VISUALIZAR_SEGURADO,
      F.GERENCIAR_CORRETORA,
      F.VISUALIZAR_CORRETORA,
      F.VISUALIZAR_USUARIOS,
      F.GERENCIAR_USUARIOS,
      F.VISUALIZAR_DOCUMENTOS,
    ],
  },
  {
    name: 'Agente',
    userTypeId: UserType.AGENT,
    homeMenuId: MenuId.PROPOSTAS,
    menuOrder: brokerMenuOrder,
    functionalities: [
      F.GERENCIAR_PROPOSTAS,
      F.VISUALIZAR_PROPOSTAS,
      F.VISUALIZAR_APOLICES,
      F.VISUALIZAR_TOMADORES,
    ],
  },
  {
    name: 'Tomador',
    userTypeId: UserType.POLICY_HOLDER,
    homeMenuId: MenuId.APOLICES,
    functionalities: [F.VISUALIZAR_PROPOSTAS, F.VISUALIZAR_APOLICES],
  },
];

const people: Record<string, PersonDefinition & { broker?: string }> = {
  admin: {
    name: 'Ana Paula Ribeiro',
    cpfCnpj: cpfWithCheckDigits('529982247'),
    email: `ana.ribeiro@${EMAIL_DOMAIN}`,
    phone: '11987654321',
  },
  analista: {
    name: 'Bruno Carvalho Nunes',
    cpfCnpj: cpfWithCheckDigits('714602380'),
    email: `bruno.nunes@${EMAIL_DOMAIN}`,
    phone: '11976543210',
  },
  assessor: {
    name: 'Carla Mendes Duarte',
    cpfCnpj: cpfWithCheckDigits('386205174'),
    email: 'carla.duarte@riscoassessoria.com.br',
    phone: '21998765432',
  },
  corretor: {
    name: 'Diego Fernandes Alves',
    cpfCnpj: cpfWithCheckDigits('153907268'),
    email: 'diego.alves@primecorretora.com.br',
    phone: '31991234567',
    broker: 'prime',
  },
  agente: {
    name: 'Eduarda Lima Castro',
    cpfCnpj: cpfWithCheckDigits('802416935'),
    email: 'eduarda.castro@primecorretora.com.br',
    phone: '31992345678',
    broker: 'prime',
  },
  tomador: {
    name: 'Fábio Souza Martins',
    cpfCnpj: cpfWithCheckDigits('267038419'),
    email: 'fabio.martins@construtoraaurora.com.br',
    phone: '41993456789',
  },
};

const demoTenantUsers: UserDefinition[] = Object.entries(people).map(
  ([login, { broker, ...person }]) => {
    const { password, userTypeId, profile } = findDemoUser(login);
    return { login, password, userTypeId, profile, person, broker };
  },
);

/** "Garantia Brasil Seguros S.A.", the tenant `npm start` seeds on an empty database. */
export const demoTenant: TenantDefinition = {
  company: {
    companyKey: DEMO_COMPANY_KEY,
    name: DEMO_COMPANY_NAME,
    cnpj: companyCnpj,
    susepCode: '05177',
    email: `contato@${EMAIL_DOMAIN}`,
    zipCode: '01311000',
    addressName: 'Avenida Paulista',
    addressNumber: '1000',
    complement: '12º andar',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  dns: ['localhost', '127.0.0.1'],
  brokers: [
    {
      key: 'prime',
      name: 'Prime Corretora de Seguros Ltda.',
      cnpj: cnpjWithCheckDigits('458120930001'),
      susepCode: '202031234567890',
    },
    {
      key: 'horizonte',
      name: 'Horizonte Corretora de Seguros Ltda.',
      cnpj: cnpjWithCheckDigits('271649380001'),
      susepCode: '202041098765432',
    },
  ],
  profiles,
  users: demoTenantUsers,
  termOfUse: { version: 1, html: termOfUseHtml },
  termTags: [
    { name: 'NomeSeguradora', value: DEMO_COMPANY_NAME },
    { name: 'CnpjSeguradora', value: formatCnpj(companyCnpj) },
    { name: 'EmailContato', value: `contato@${EMAIL_DOMAIN}` },
  ],
  waysIn: {
    advisorBrokers: { assessor: ['prime', 'horizonte'] },
    acceptanceTerms: acceptanceTermsHtml,
  },
};
