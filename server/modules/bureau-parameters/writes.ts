import { and, eq, sql } from 'drizzle-orm';
import {
  type BureauParameterInput,
  bureauParameterSummary,
  findBureau,
  reorder,
  validateBureauParameterChange,
  validateNewBureauParameter,
} from '../../../domain/bureauQueries';
import type { Database } from '../../db/client';
import { bureauQueryParameters } from '../../db/schema';
import { ConflictError } from '../../http/errors';
import { checked, rejectStaleVersion } from '../../http/writeGuards';
import type { AuthContext } from '../security/principal';
import { isUniqueViolation } from '../users/changes';
import { recordBureauChange } from './history';
import * as M from './messages';
import { findParameter, findType, getQueryType, type ParameterRow, rowsOfType } from './queries';

const summaryOf = (row: ParameterRow) =>
  bureauParameterSummary(findBureau(row.bureauId)?.Nome ?? String(row.bureauId), {
    Prioridade: row.priority,
    ValidadeEmDias: row.validityDays,
    Ativo: row.isActive,
    CustoPorConsulta: row.costPerQuery,
  });

/**
 * Gives each id its place (index + 1). Rows that move first step aside to a negative priority,
 * so the unique (query type, priority) index holds at every statement.
 */
const applyOrder = async (
  tx: Database,
  auth: AuthContext,
  rows: readonly ParameterRow[],
  orderedIds: readonly number[],
) => {
  const moving = orderedIds.filter(
    (id, index) => rows.find((row) => row.id === id)?.priority !== index + 1,
  );
  const scoped = (id: number) =>
    and(eq(bureauQueryParameters.id, id), eq(bureauQueryParameters.companyId, auth.companyId));
  for (const id of moving) {
    await tx.update(bureauQueryParameters).set({ priority: -id }).where(scoped(id));
  }
  for (const id of moving) {
    await tx
      .update(bureauQueryParameters)
      .set({
        priority: orderedIds.indexOf(id) + 1,
        // a stale edit of a row that moved must not put it back
        version: sql`${bureauQueryParameters.version} + 1`,
      })
      .where(scoped(id));
  }
};

const translateConflict = (error: unknown): never => {
  if (isUniqueViolation(error, 'bureau_query_parameters_bureau_key')) {
    throw new ConflictError(M.DUPLICATE_BUREAU);
  }
  if (isUniqueViolation(error)) throw new ConflictError(M.STALE_QUERY_TYPE);
  throw error;
};

/** AdicionarParametrosConsultasPorBureau: a bureau joins a query type at a priority (or last). */
export const addBureauParameter = async (
  db: Database,
  auth: AuthContext,
  body: BureauParameterInput,
) => {
  const type = typeof body.TipoConsultaId === 'number' ? body.TipoConsultaId : 0;
  const rows = await rowsOfType(db, auth, type);
  const values = checked(
    validateNewBureauParameter(
      body,
      rows.map((row) => ({ BureauId: row.bureauId })),
    ),
  );
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(bureauQueryParameters)
        .values({
          companyId: auth.companyId,
          queryTypeId: values.TipoConsultaId,
          bureauId: values.BureauId,
          // no bureau holds 0: a free place until the order is applied
          priority: 0,
          validityDays: values.ValidadeEmDias,
          isActive: values.Ativo,
          costPerQuery: values.CustoPorConsulta,
        })
        .returning();
      const order = reorder(
        rows.map((existing) => existing.id),
        { id: row.id, priority: values.Prioridade },
      );
      await applyOrder(tx, auth, [...rows, row], order);
      await recordBureauChange(tx, auth, values.TipoConsultaId, [
        {
          field: 'Bureau',
          oldValue: null,
          newValue: summaryOf({ ...row, priority: values.Prioridade }),
        },
      ]);
    })
    .catch(translateConflict);
  return getQueryType(db, auth, values.TipoConsultaId);
};

/**
 * AtualizarParametrosConsultasPorBureau: validity, active flag, cost and priority of one bureau
 * (a new priority moves it, the others shift). Only while the Version read is current.
 */
export const updateBureauParameter = async (
  db: Database,
  auth: AuthContext,
  body: BureauParameterInput & { BureauParametrizacaoConsultasId: number; Version: number },
) => {
  const current = await findParameter(db, auth, body.BureauParametrizacaoConsultasId);
  rejectStaleVersion(body.Version, current.version, M.STALE_PARAMETER);
  const rows = await rowsOfType(db, auth, current.queryTypeId);
  const { BureauParametrizacaoConsultasId: _id, Version: _version, ...given } = body;
  const values = checked(
    validateBureauParameterChange(
      given,
      {
        Prioridade: current.priority,
        ValidadeEmDias: current.validityDays,
        Ativo: current.isActive,
        CustoPorConsulta: current.costPerQuery,
      },
      rows.length,
    ),
  );
  const before = summaryOf(current);
  const after = summaryOf({
    ...current,
    priority: values.Prioridade,
    validityDays: values.ValidadeEmDias,
    isActive: values.Ativo,
    costPerQuery: values.CustoPorConsulta,
  });
  if (before !== after) {
    await db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(bureauQueryParameters)
          .set({
            validityDays: values.ValidadeEmDias,
            isActive: values.Ativo,
            costPerQuery: values.CustoPorConsulta,
            version: current.version + 1,
          })
          .where(
            and(
              eq(bureauQueryParameters.id, current.id),
              eq(bureauQueryParameters.companyId, auth.companyId),
              eq(bureauQueryParameters.version, current.version),
            ),
          )
          .returning();
        if (!row) throw new ConflictError(M.STALE_PARAMETER);
        const order = reorder(
          rows.map((existing) => existing.id),
          { id: current.id, priority: values.Prioridade },
        );
        await applyOrder(tx, auth, rows, order);
        await recordBureauChange(tx, auth, current.queryTypeId, [
          { field: 'Bureau', oldValue: before, newValue: after },
        ]);
      })
      .catch(translateConflict);
  }
  return getQueryType(db, auth, current.queryTypeId);
};

/** DeletarParametrosConsultasPorBureau: the bureau leaves the query type; the rest close up. */
export const deleteBureauParameter = async (
  db: Database,
  auth: AuthContext,
  id: number,
  version?: number,
) => {
  const current = await findParameter(db, auth, id);
  rejectStaleVersion(version, current.version, M.STALE_PARAMETER);
  findType(current.queryTypeId);
  const rows = await rowsOfType(db, auth, current.queryTypeId);
  await db
    .transaction(async (tx) => {
      const [row] = await tx
        .delete(bureauQueryParameters)
        .where(
          and(
            eq(bureauQueryParameters.id, current.id),
            eq(bureauQueryParameters.companyId, auth.companyId),
            eq(bureauQueryParameters.version, current.version),
          ),
        )
        .returning();
      if (!row) throw new ConflictError(M.STALE_PARAMETER);
      const rest = rows.filter((candidate) => candidate.id !== current.id);
      await applyOrder(
        tx,
        auth,
        rest,
        reorder(
          rows.map((candidate) => candidate.id),
          { id: current.id, priority: null },
        ),
      );
      await recordBureauChange(tx, auth, current.queryTypeId, [
        { field: 'Bureau', oldValue: summaryOf(current), newValue: null },
      ]);
    })
    .catch(translateConflict);
  return getQueryType(db, auth, current.queryTypeId);
};
