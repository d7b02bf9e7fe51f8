import { addRefreshAuthToDataProvider, type DataProvider, HttpError } from 'react-admin';
import type { ModuloId } from '../../domain/modules';
import {
  perfisMapping,
  type ProfilesMethods,
  profilesMethods,
} from '../../resources/perfis/perfisDataProvider';
import {
  type UsersMethods,
  usersMethods,
  usuariosMapping,
} from '../../resources/usuarios/usuariosDataProvider';
import * as accountsApi from './accountsApi';
import * as locationsApi from './locationsApi';
import { fetchModulePermissions, fetchPortalConfig, fetchTermOfUse } from './portalApi';
import { acceptLastTerm, verifyLastTermAccepted } from './securityApi';
import { refreshAuth } from './sessionRefresh';
import type { ModulePermissions, PortalConfig, TermOfUse } from './types';
import * as waysInApi from './waysInApi';

/** The gateway dataProvider: react-admin's methods plus the named gateway calls. */
export type AvalDataProvider = DataProvider &
  // users and profiles: status, password, settable profiles, moves and grants
  UsersMethods &
  ProfilesMethods & {
    getPortalConfig: (dns: string, redirectUrl?: string) => Promise<PortalConfig>;
    getPermissions: (modulo: ModuloId) => Promise<ModulePermissions>;
    getTermOfUse: () => Promise<TermOfUse>;
    verifyLastTermAccepted: () => Promise<boolean>;
    acceptLastTerm: () => Promise<boolean>;
    // accounts: password links, broker self-registration, e-mail outbox
    requestRecoveryPassword: typeof accountsApi.requestRecoveryPassword;
    validateChangePasswordRequest: typeof accountsApi.validateChangePasswordRequest;
    changePasswordWithToken: typeof accountsApi.changePasswordWithToken;
    changeOwnPassword: typeof accountsApi.changeOwnPassword;
    validateBrokerRegistration: typeof accountsApi.validateBrokerRegistration;
    insertBroker: typeof accountsApi.insertBroker;
    getOutbox: typeof accountsApi.getOutbox;
    // ways in: advisor's brokers, single sign-on tokens, acceptance terms
    getAdvisorBrokers: typeof waysInApi.getAdvisorBrokers;
    issueSsoToken: typeof waysInApi.issueSsoToken;
    getLastCompanyAcceptanceTerm: typeof waysInApi.getLastCompanyAcceptanceTerm;
    // locations: federative units, municipalities (IBGE) and CEP search
    getStateProvinces: typeof locationsApi.getStateProvinces;
    getCities: typeof locationsApi.getCities;
    searchCep: typeof locationsApi.searchCep;
  };

type ResourceMethod =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';

/** How a resource's react-admin methods map onto gateway calls; resources add theirs here. */
export type ResourceMapping = Partial<Pick<DataProvider, ResourceMethod>>;
export const resourceMappings: Record<string, ResourceMapping> = {
  usuarios: usuariosMapping,
  perfis: perfisMapping,
};

const notAvailable = (resource: string, method: ResourceMethod) =>
  new HttpError(
    `Recurso "${resource}" não disponível: a operação ${method} ainda não está ligada ao gateway.`,
    501,
  );

const route = <M extends ResourceMethod>(method: M): DataProvider[M] =>
  ((resource: string, params: unknown) => {
    const handler = resourceMappings[resource]?.[method] as
      ((resource: string, params: unknown) => Promise<unknown>) | undefined;
    return handler ? handler(resource, params) : Promise.reject(notAvailable(resource, method));
  }) as DataProvider[M];

export const baseDataProvider: AvalDataProvider = {
  ...usersMethods,
  ...profilesMethods,
  getList: route('getList'),
  getOne: route('getOne'),
  getMany: route('getMany'),
  getManyReference: route('getManyReference'),
  create: route('create'),
  update: route('update'),
  updateMany: route('updateMany'),
  delete: route('delete'),
  deleteMany: route('deleteMany'),
  getPortalConfig: fetchPortalConfig,
  getPermissions: fetchModulePermissions,
  getTermOfUse: fetchTermOfUse,
  verifyLastTermAccepted,
  acceptLastTerm,
  requestRecoveryPassword: accountsApi.requestRecoveryPassword,
  validateChangePasswordRequest: accountsApi.validateChangePasswordRequest,
  changePasswordWithToken: accountsApi.changePasswordWithToken,
  changeOwnPassword: accountsApi.changeOwnPassword,
  validateBrokerRegistration: accountsApi.validateBrokerRegistration,
  insertBroker: accountsApi.insertBroker,
  getOutbox: accountsApi.getOutbox,
  getAdvisorBrokers: waysInApi.getAdvisorBrokers,
  issueSsoToken: waysInApi.issueSsoToken,
  getLastCompanyAcceptanceTerm: waysInApi.getLastCompanyAcceptanceTerm,
  getStateProvinces: locationsApi.getStateProvinces,
  getCities: locationsApi.getCities,
  searchCep: locationsApi.searchCep,
};

export const dataProvider = addRefreshAuthToDataProvider(baseDataProvider, refreshAuth);
