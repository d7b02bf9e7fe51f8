import { and, eq } from 'drizzle-orm';
import { CCGStatus } from '../../../../domain/ccgStatus';
import { policyHolderCcgs } from '../../../db/schema';
import { ConflictError } from '../../../http/errors';
import { changeCcg, statusChange } from '../../ccg/lifecycle';
import { CCG_NOT_IN_ANALYSIS } from '../../ccg/messages';
import type { DecideCard } from './types';

export const CCG_ANALYSIS_RESOLVED = 'O CCG deste card não existe mais.';

/**
 * A CCG's analysis (ANALISE_CCG, ANALISE_CCG_MANUAL): approved, the CCG is Assinado (the credit
 * engine stops referring the holder for it); refused, Alteração Reprovada with the justification,
 * to be sent back to the broker. Only a CCG Aguardando Análise Seguradora can be decided (409).
 */
export const decideCcgAnalysis: DecideCard = async ({ tx, auth, card, verdict, justification }) => {
  if (card.referenceKind !== 'ccg') throw new ConflictError(CCG_ANALYSIS_RESOLVED);
  const [ccg] = await tx
    .select()
    .from(policyHolderCcgs)
    .where(
      and(
        eq(policyHolderCcgs.id, card.referenceId),
        eq(policyHolderCcgs.companyId, auth.companyId),
      ),
    );
  if (!ccg) throw new ConflictError(CCG_ANALYSIS_RESOLVED);
  if (ccg.status !== CCGStatus.AguardandoAnaliseSeguradora) {
    throw new ConflictError(CCG_NOT_IN_ANALYSIS(ccg.status));
  }
  const next = verdict === 'approved' ? CCGStatus.Assinado : CCGStatus.AlteracaoReprovada;
  await changeCcg(
    tx,
    auth,
    ccg,
    { status: next, refusalReason: verdict === 'refused' ? (justification ?? null) : null },
    [
      statusChange(ccg.status, next),
      ...(verdict === 'refused'
        ? [{ field: 'RefusalReason', oldValue: null, newValue: justification ?? null }]
        : []),
    ],
  );
};
