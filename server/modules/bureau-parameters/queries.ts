import { and, asc, eq } from 'drizzle-orm';
import {
  type BureauParameter,
  bureausFor,
  findBureau,
  findQueryType,
  type QueryTypeInfo,
  type QueryTypeParameters,
  queryTypes,
} from '../../../domain/bureauQueries';
import type { Database } from '../../db/client';
import { bureauQueryParameters } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import * as M from './messages';

export type ParameterRow = typeof bureauQueryParameters.$inferSelect;

export const toParameter = (row: ParameterRow): BureauParameter => ({
  BureauParametrizacaoConsultasId: row.id,
  TipoConsultaId: row.queryTypeId,
  BureauId: row.bureauId,
  NomeBureau: findBureau(row.bureauId)?.Nome ?? String(row.bureauId),
  Prioridade: row.priority,
  ValidadeEmDias: row.validityDays,
  Ativo: row.isActive,
  CustoPorConsulta: row.costPerQuery,
  Version: row.version,
});

export const toQueryType = (type: QueryTypeInfo, rows: ParameterRow[]): QueryTypeParameters => ({
  TipoConsultaId: type.Id,
  Nome: type.Nome,
  Descricao: type.Descricao,
  Pessoa: type.Pessoa,
  BureausDisponiveis: bureausFor(type.Id).map((bureau) => ({
    BureauId: bureau.Id,
    Nome: bureau.Nome,
  })),
  ParametrosBureaus: rows
    .filter((row) => row.queryTypeId === type.Id)
    .sort((a, b) => a.priority - b.priority)
    .map(toParameter),
});

/** A query type of the catalogue, or 404. */
export const findType = (id: number) => {
  const type = findQueryType(id);
  if (!type) throw new NotFoundError(M.QUERY_TYPE_NOT_FOUND);
  return type;
};

/** The bureaus of one query type of the caller's tenant, in priority order. */
export const rowsOfType = (db: Database, auth: AuthContext, queryTypeId: number) =>
  db
    .select()
    .from(bureauQueryParameters)
    .where(
      and(
        eq(bureauQueryParameters.companyId, auth.companyId),
        eq(bureauQueryParameters.queryTypeId, queryTypeId),
      ),
    )
    .orderBy(asc(bureauQueryParameters.priority));

/** One bureau parameter of the caller's tenant, or 404 (also another tenant's). */
export const findParameter = async (db: Database, auth: AuthContext, id: number) => {
  const [row] = await db
    .select()
    .from(bureauQueryParameters)
    .where(
      and(eq(bureauQueryParameters.companyId, auth.companyId), eq(bureauQueryParameters.id, id)),
    );
  if (!row) throw new NotFoundError(M.PARAMETER_NOT_FOUND);
  return row;
};

/** ObterParametrosConsultasPorBureau: every query type of the catalogue with its bureaus. */
export const listQueryTypes = async (db: Database, auth: AuthContext) => {
  const rows = await db
    .select()
    .from(bureauQueryParameters)
    .where(eq(bureauQueryParameters.companyId, auth.companyId));
  return { ListaConstultas: queryTypes.map((type) => toQueryType(type, rows)) };
};

/** ObterBureausPorConsulta?TipoConsultaId: one query type with its bureaus. */
export const getQueryType = async (db: Database, auth: AuthContext, queryTypeId: number) => {
  const type = findType(queryTypeId);
  return toQueryType(type, await rowsOfType(db, auth, type.Id));
};
