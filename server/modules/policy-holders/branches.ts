import { and, eq } from 'drizzle-orm';
import { documentType, isValidCnpj, stripDocument } from '../../../domain/cpfCnpj';
import type { Database } from '../../db/client';
import { policyHolderBranches } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { toBranch } from './answers';
import * as M from './messages';
import { findVisiblePolicyHolder, findVisiblePolicyHolderById } from './scope';
import { recordHolderChange } from './writes';

const CNPJ_ROOT_LENGTH = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * InsertPolicyHolderBranch: a branch (filial) is another CNPJ of the same company, so it shares
 * the holder's 8-character root, is not the holder's own CNPJ and is registered once.
 */
export const insertBranch = async (
  db: Database,
  auth: AuthContext,
  holderUniqueId: string,
  branchCnpj: string,
) => {
  const holder = await findVisiblePolicyHolder(db, auth, holderUniqueId);
  const cnpj = stripDocument(branchCnpj);
  if (documentType(holder.cpfCnpj) !== 'cnpj') throw new ValidationError(M.BRANCH_OF_PERSON);
  if (!isValidCnpj(cnpj)) throw new ValidationError(M.BRANCH_CNPJ_INVALID);
  if (cnpj === holder.cpfCnpj) throw new ValidationError(M.BRANCH_IS_HEAD_OFFICE);
  if (cnpj.slice(0, CNPJ_ROOT_LENGTH) !== holder.cpfCnpj.slice(0, CNPJ_ROOT_LENGTH)) {
    throw new ValidationError(M.BRANCH_ROOT_MISMATCH);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(policyHolderBranches)
      .values({ companyId: auth.companyId, policyHolderId: holder.id, cnpj })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ValidationError(M.BRANCH_DUPLICATE);
    await recordHolderChange(tx, auth, holder.id, [
      { field: 'Branch', oldValue: null, newValue: cnpj },
    ]);
    return toBranch(row);
  });
};

/** DeletePolicyHolderBranchByUniqueId */
export const deleteBranch = async (db: Database, auth: AuthContext, uniqueId: string) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(M.BRANCH_NOT_FOUND);
  const [branch] = await db
    .select()
    .from(policyHolderBranches)
    .where(
      and(
        eq(policyHolderBranches.companyId, auth.companyId),
        eq(policyHolderBranches.uniqueId, uniqueId),
      ),
    );
  if (!branch) throw new NotFoundError(M.BRANCH_NOT_FOUND);
  const holder = await findVisiblePolicyHolderById(db, auth, branch.policyHolderId).catch(() => {
    throw new NotFoundError(M.BRANCH_NOT_FOUND);
  });
  await db.transaction(async (tx) => {
    await tx.delete(policyHolderBranches).where(eq(policyHolderBranches.id, branch.id));
    await recordHolderChange(tx, auth, holder.id, [
      { field: 'Branch', oldValue: branch.cnpj, newValue: null },
    ]);
  });
  return true;
};
