import { and, desc, eq, inArray } from 'drizzle-orm';
import { ccgStatusLabel } from '../../../domain/ccgStatus';
import type { CcgInfo } from '../../../domain/contracts/ccg';
import type { Database } from '../../db/client';
import { archives, policyHolderCcgs, policyHolders } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { historyAnswer, listChanges } from '../history/service';
import { findVisiblePolicyHolder, reachablePolicyHolderById } from '../policy-holders/scope';
import type { AuthContext } from '../security/principal';
import * as M from './messages';

export const CCG_ENTITY = 'CCG';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CcgRow = typeof policyHolderCcgs.$inferSelect;

/**
 * A CCG of the caller's tenant whose holder the caller reaches (the holder's scope: the insurer,
 * or a broker with an approved nomination); 404 otherwise.
 */
export const findVisibleCcg = async (db: Database, auth: AuthContext, uniqueId: string) => {
  if (!UUID.test(uniqueId)) throw new NotFoundError(M.CCG_NOT_FOUND);
  const [row] = await db
    .select()
    .from(policyHolderCcgs)
    .where(
      and(eq(policyHolderCcgs.companyId, auth.companyId), eq(policyHolderCcgs.uniqueId, uniqueId)),
    );
  if (!row) throw new NotFoundError(M.CCG_NOT_FOUND);
  const holder = await reachablePolicyHolderById(db, auth, row.policyHolderId);
  if (!holder) throw new NotFoundError(M.CCG_NOT_FOUND);
  return { ccg: row, holder };
};

const historyWording = {
  label: (field: string) => M.ccgFieldLabels[field] ?? field,
  text: (value: unknown, field: string) => {
    if (value === null || value === undefined || value === '') return null;
    if (field === 'Status' && typeof value === 'number') return ccgStatusLabel(value);
    if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
    return String(value);
  },
};

/** The CCG as its card and the holder's screen show it. */
export const ccgInfoOf = async (db: Database, ccg: CcgRow): Promise<CcgInfo> => {
  const [holder] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, ccg.policyHolderId));
  const archiveIds = [ccg.contractArchiveId, ccg.signedArchiveId].filter(
    (id): id is number => id !== null,
  );
  const files = archiveIds.length
    ? await db
        .select({ id: archives.id, uniqueId: archives.uniqueId, name: archives.name })
        .from(archives)
        .where(and(eq(archives.companyId, ccg.companyId), inArray(archives.id, archiveIds)))
    : [];
  const archiveOf = (id: number | null) => {
    const file = files.find((one) => one.id === id);
    return file ? { UniqueId: file.uniqueId, Name: file.name } : null;
  };
  const history = await listChanges(db, ccg.companyId, CCG_ENTITY, ccg.id);
  return {
    UniqueId: ccg.uniqueId,
    Status: ccg.status,
    StatusName: ccgStatusLabel(ccg.status),
    Manual: ccg.manual,
    RefusalReason: ccg.refusalReason,
    PolicyHolder: {
      UniqueId: holder.uniqueId,
      Name: holder.name,
      CpfCnpj: holder.cpfCnpj,
      IgnoreCcgSignature: holder.ignoreCcgSignature,
    },
    Guarantors: ccg.guarantors,
    ContractArchive: archiveOf(ccg.contractArchiveId),
    SignedArchive: archiveOf(ccg.signedArchiveId),
    SentToBrokerAt: ccg.sentToBrokerAt?.toISOString() ?? null,
    CreatedAt: ccg.createdAt.toISOString(),
    UpdatedAt: ccg.updatedAt.toISOString(),
    Version: ccg.version,
    History: historyAnswer(history, historyWording),
  };
};

/** GetCardPolicyHolderCCGInfo: one CCG by UniqueId. */
export const getCcgInfo = async (db: Database, auth: AuthContext, uniqueId: string) =>
  ccgInfoOf(db, (await findVisibleCcg(db, auth, uniqueId)).ccg);

/** The holder's newest CCG, if any. */
export const latestCcgOf = async (db: Database, companyId: number, holderId: number) =>
  (
    await db
      .select()
      .from(policyHolderCcgs)
      .where(
        and(
          eq(policyHolderCcgs.companyId, companyId),
          eq(policyHolderCcgs.policyHolderId, holderId),
        ),
      )
      .orderBy(desc(policyHolderCcgs.id))
      .limit(1)
  )[0];

/** GetPolicyHolderCCG: the holder's newest CCG, or null when it has none. */
export const getHolderCcg = async (db: Database, auth: AuthContext, holderUniqueId: string) => {
  const holder = await findVisiblePolicyHolder(db, auth, holderUniqueId);
  const ccg = await latestCcgOf(db, auth.companyId, holder.id);
  return ccg ? ccgInfoOf(db, ccg) : null;
};
