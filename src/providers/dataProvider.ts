import { addRefreshAuthToDataProvider, type DataProvider, HttpError } from 'react-admin';
import * as accountsApi from './accountsApi';
import { filesMethods } from './filesApi';
import * as locationsApi from './locationsApi';
import { fetchModulePermissions, fetchPortalConfig, fetchTermOfUse } from './portalApi';
import { requestDocumentsMethods } from './requestDocumentsApi';
import type {
  RegisteredMethods,
  ResourceLoaders,
  ResourceMethod,
  ResourceProvider,
} from './resourceRegistry';
import { acceptLastTerm, verifyLastTermAccepted } from './securityApi';
import { refreshAuth } from './sessionRefresh';
import * as waysInApi from './waysInApi';

/**
 * The named calls of the shell itself: portal config, terms, accounts, ways in, locations, and
 * the request documents and files that the shared panels show on several resources' screens.
 */
const shellMethods = {
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
  getAdvisorBrokers: waysInApi.getAdvisorBrokers,
  issueSsoToken: waysInApi.issueSsoToken,
  getLastCompanyAcceptanceTerm: waysInApi.getLastCompanyAcceptanceTerm,
  getStateProvinces: locationsApi.getStateProvinces,
  getCities: locationsApi.getCities,
  searchCep: locationsApi.searchCep,
  ...requestDocumentsMethods,
  ...filesMethods,
};

/**
 * The gateway dataProvider: react-admin's methods routed to each resource's mapping, the shell's
 * named calls, and the named calls each resource registers (typed through RegisteredMethods).
 */
export type AvalDataProvider = DataProvider & typeof shellMethods & RegisteredMethods;

const notAvailable = (resource: string, method: ResourceMethod) =>
  new HttpError(
    `Recurso "${resource}" não disponível: a operação ${method} não está ligada ao gateway.`,
    501,
  );

/** The resources' mappings and named calls in one object, refusing a name registered twice. */
const combine = (resources: readonly ResourceProvider[]): AvalDataProvider => {
  const byName = new Map(resources.map((resource) => [resource.name, resource.mapping]));
  const route = <M extends ResourceMethod>(method: M): DataProvider[M] =>
    ((resource: string, params: unknown) => {
      const handler = byName.get(resource)?.[method] as
        ((resource: string, params: unknown) => Promise<unknown>) | undefined;
      return handler ? handler(resource, params) : Promise.reject(notAvailable(resource, method));
    }) as DataProvider[M];
  const named: Record<string, unknown> = {};
  for (const { name, methods = {} } of resources) {
    for (const method of Object.keys(methods)) {
      // two areas with one name would silently shadow each other's call
      if (method in named || method in shellMethods) {
        throw new Error(`dataProvider: "${method}" de "${name}" já está registrado.`);
      }
      named[method] = methods[method];
    }
  }
  return {
    ...named,
    ...shellMethods,
    getList: route('getList'),
    getOne: route('getOne'),
    getMany: route('getMany'),
    getManyReference: route('getManyReference'),
    create: route('create'),
    update: route('update'),
    updateMany: route('updateMany'),
    delete: route('delete'),
    deleteMany: route('deleteMany'),
  } as AvalDataProvider;
};

/** Builds the provider from the resources given (tests give the ones they exercise). */
export const createDataProvider = (resources: readonly ResourceProvider[]): AvalDataProvider =>
  addRefreshAuthToDataProvider(combine(resources), refreshAuth);

/** react-admin's own methods: each names its resource first. */
const resourceMethods = new Set<string>([
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] satisfies ResourceMethod[]);

/**
 * The portal's provider: the shell's calls at once, each resource's mapping (and the domain code
 * it pulls in) loaded on the first call that names that resource, so the sign-in page downloads
 * none and a screen only its own. A named call does not say whose it is: it is looked up in the
 * areas loaded so far (a holder's screen loads the holders' area with its record, and its named
 * calls are that area's), and only when none has it does it load every resource once (the names
 * are the resources' own, typed through RegisteredMethods); that load refuses a name registered
 * twice, as tests/unit/dataPath.test.ts does for the whole portal. react-admin's refresh wrapper
 * is a Proxy that calls through by name, so every call — resource method or named — still
 * refreshes an expiring token first.
 */
export const createLazyDataProvider = (loaders: ResourceLoaders): AvalDataProvider => {
  const areas = new Map<string, Promise<ResourceProvider>>();
  const area = (resource: string) => {
    let loading = areas.get(resource);
    if (!loading) {
      loading = loaders[resource]().then((provider) => {
        if (provider.name !== resource) {
          throw new Error(`dataProvider: o recurso "${resource}" carregou "${provider.name}".`);
        }
        return provider;
      });
      areas.set(resource, loading);
    }
    return loading;
  };
  const single = new Map<string, Promise<AvalDataProvider>>();
  /** One resource's provider, or undefined for a name no loader serves. */
  const one = (resource: string) => {
    if (!Object.hasOwn(loaders, resource)) return undefined;
    let provider = single.get(resource);
    if (!provider) {
      provider = area(resource).then((loaded) => combine([loaded]));
      single.set(resource, provider);
    }
    return provider;
  };
  let all: Promise<AvalDataProvider> | undefined;
  const every = () => (all ??= Promise.all(Object.keys(loaders).map(area)).then(combine));
  /** A named call of an area already loaded (or loading): a screen's named calls mostly follow
   * its resource's own first call, which loaded the area that registers them. */
  const loadedMethod = async (name: string) => {
    for (const loading of [...areas.values()]) {
      const methods = (await loading.catch(() => undefined))?.methods;
      if (methods && Object.hasOwn(methods, name)) return methods[name];
    }
    return undefined;
  };
  const lazy = new Proxy({} as AvalDataProvider, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined;
      if (name in shellMethods) return shellMethods[name as keyof typeof shellMethods];
      if (resourceMethods.has(name)) {
        return async (resource: string, params: unknown) => {
          const provider = one(resource);
          if (!provider) throw notAvailable(resource, name as ResourceMethod);
          const method = (await provider)[name as ResourceMethod] as (
            resource: string,
            params: unknown,
          ) => Promise<unknown>;
          return method(resource, params);
        };
      }
      return async (...args: unknown[]) => {
        const known = all ? undefined : await loadedMethod(name);
        if (known) return known(...args);
        const provider = (await every()) as unknown as Record<
          string,
          ((...args: unknown[]) => Promise<unknown>) | undefined
        >;
        const method = provider[name];
        if (!method) throw new Error(`dataProvider: a chamada "${name}" não existe.`);
        return method(...args);
      };
    },
  });
  return addRefreshAuthToDataProvider(lazy, refreshAuth);
};
