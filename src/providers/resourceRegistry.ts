import type { DataProvider } from 'react-admin';

export type ResourceMethod =
  | 'getList'
  | 'getOne'
  | 'getMany'
  | 'getManyReference'
  | 'create'
  | 'update'
  | 'updateMany'
  | 'delete'
  | 'deleteMany';

/** How a resource's react-admin methods map onto gateway calls. */
export type ResourceMapping = Partial<Pick<DataProvider, ResourceMethod>>;

// `any` as react-admin's own DataProvider index signature: each method keeps its own type
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type NamedMethods = Record<string, (...args: any[]) => Promise<any>>;

/** A resource as the dataProvider serves it: its mapping and the named calls of its area. */
export interface ResourceProvider {
  name: string;
  mapping: ResourceMapping;
  methods?: NamedMethods;
}

/**
 * The named calls every resource adds to the dataProvider, typed by the resources themselves
 * (`declare module` in each `xxxDataProvider.ts`), so the provider knows none of them by name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RegisteredMethods {}

export const defineResource = <Methods extends NamedMethods = NamedMethods>(
  name: string,
  mapping: ResourceMapping,
  methods?: Methods,
): ResourceProvider => ({ name, mapping, methods });

/** Each resource by name, loaded when first used (src/resourceProviders.ts). */
export type ResourceLoaders = Readonly<Record<string, () => Promise<ResourceProvider>>>;
