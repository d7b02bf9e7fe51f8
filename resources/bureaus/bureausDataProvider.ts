import type { GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { QueryTypeParameters } from '../../domain/bureauQueries';
import { localListResult } from '../../src/providers/listParams';
import { defineResource, type ResourceMapping } from '../../src/providers/resourceRegistry';
import * as bureausApi from './bureausApi';

const withId = (type: QueryTypeParameters) => ({ ...type, id: type.TipoConsultaId });

/**
 * Resource `bureaus`: the query types with their bureaus in fallback order
 * (ObterParametrosConsultasPorBureau, answered whole: paged here) and one query type
 * (ObterBureausPorConsulta); the id is the TipoConsultaId, as in /bureaus-consulta/:tipoConsultaId.
 */
const bureausMapping = {
  getList: async (_resource: string, params: GetListParams) =>
    localListResult(
      (await bureausApi.getQueryTypes()).ListaConstultas,
      params,
      (type) => type.TipoConsultaId,
    ),
  getOne: async (_resource: string, { id }: GetOneParams) => ({
    data: withId(await bureausApi.getQueryType(Number(id))),
  }),
  getMany: async (_resource: string, { ids }: GetManyParams) => ({
    data: (await Promise.all(ids.map((id) => bureausApi.getQueryType(Number(id))))).map(withId),
  }),
} as ResourceMapping;

/** A query type's history and the writes of its bureau rows (each with the Version read). */
const bureauMethods = {
  getBureauHistory: bureausApi.getQueryTypeHistory,
  addBureau: bureausApi.addBureau,
  updateBureau: bureausApi.updateBureau,
  removeBureau: bureausApi.removeBureau,
};
type BureauMethods = typeof bureauMethods;

// declaration merging: the dataProvider's type gains this area's named calls
declare module '../../src/providers/resourceRegistry' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RegisteredMethods extends BureauMethods {}
}

export const bureausProvider = defineResource('bureaus', bureausMapping, bureauMethods);
