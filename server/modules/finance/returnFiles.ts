import { and, count, desc, eq } from 'drizzle-orm';
import type { CnabReturnFileSummary, CnabReturnResult } from '../../../domain/contracts/finance';
import type { Database } from '../../db/client';
import { cnabReturnFiles } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { type Page, paged } from '../../http/paging';
import type { AuthContext } from '../security/principal';
import { FILE_NOT_FOUND } from './messages';

const summaryOf = (result: CnabReturnResult): CnabReturnFileSummary => {
  const { Lines, ...summary } = result;
  return { ...summary, LineCount: Lines.length };
};

/** GET Finance/GetCnabReturnFiles: the tenant's processed return files, newest first. */
export const listCnabReturnFiles = async (db: Database, auth: AuthContext, page: Page) => {
  const tenant = eq(cnabReturnFiles.companyId, auth.companyId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ result: cnabReturnFiles.result })
      .from(cnabReturnFiles)
      .where(tenant)
      .orderBy(desc(cnabReturnFiles.createdAt), desc(cnabReturnFiles.id))
      .limit(page.rowsPerPage)
      .offset((page.currentPage - 1) * page.rowsPerPage),
    db.select({ total: count() }).from(cnabReturnFiles).where(tenant),
  ]);
  return paged(
    rows.map((row) => summaryOf(row.result as CnabReturnResult)),
    page,
    Number(total),
  );
};

/** A result stored before the lines carried PolicyUniqueId answers it as null (no link). */
const withPolicyIds = (result: CnabReturnResult): CnabReturnResult => ({
  ...result,
  Lines: result.Lines.map((line) => ({ ...line, PolicyUniqueId: line.PolicyUniqueId ?? null })),
});

/** GET Finance/GetCnabReturnFile: one file's stored per-line result; another tenant's is 404. */
export const getCnabReturnFile = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const [row] = await db
    .select({ result: cnabReturnFiles.result })
    .from(cnabReturnFiles)
    .where(
      and(eq(cnabReturnFiles.companyId, auth.companyId), eq(cnabReturnFiles.uniqueId, uniqueId)),
    );
  if (!row) throw new NotFoundError(FILE_NOT_FOUND);
  return withPolicyIds(row.result as CnabReturnResult);
};
