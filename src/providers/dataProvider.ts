import { addRefreshAuthToDataProvider, type DataProvider, HttpError } from 'react-admin';
import type { ModuloId } from '../../domain/modules';
import { fetchModulePermissions, fetchPortalConfig, fetchTermOfUse } from './portalApi';
import { acceptLastTerm, verifyLastTermAccepted } from './securityApi';
import { refreshAuth } from './sessionRefresh';
import type { ModulePermissions, PortalConfig, TermOfUse } from './types';

/** The gateway dataProvider: react-admin's methods plus the named gateway calls. */
export type AvalDataProvider = DataProvider & {
  getPortalConfig: (dns: string, redirectUrl?: string) => Promise<PortalConfig>;
  getPermissions: (modulo: ModuloId) => Promise<ModulePermissions>;
  getTermOfUse: () => Promise<TermOfUse>;
  verifyLastTermAccepted: () => Promise<boolean>;
  acceptLastTerm: () => Promise<boolean>;
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
export const resourceMappings: Record<string, ResourceMapping> = {};

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
};

export const dataProvider = addRefreshAuthToDataProvider(baseDataProvider, refreshAuth);
