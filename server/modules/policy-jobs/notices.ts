import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import { maskDocument } from '../../../domain/cpfCnpj';
import { formatBRL, formatDate } from '../../../domain/format';
import { jobDay, windowEnd, withinDaysOfEnd } from '../../../domain/policyExpiry';
import { PolicyStatus } from '../../../domain/policyStatus';
import { addDays } from '../../../domain/policyTerm';
import { proposalStatusLabel } from '../../../domain/proposalStatus';
import type { EffectiveRenewal } from '../../../domain/renewal';
import { adjustmentLabel, type IndexRates } from '../../../domain/renewalAdjustment';
import type { GatewayContext } from '../../context';
import { brokers, insureds, modalities, policies, policyHolders, proposals } from '../../db/schema';
import { sendMail } from '../mail/service';
import { renewalKit } from '../renewal-anniversary/renewalArea';
import { indexRatesOf, renewingTenants } from './renewal';

/** What the broker's renewal notice says about one policy. */
export interface NoticePolicy {
  number: string;
  brokerName: string;
  holderName: string;
  holderDocument: string;
  insuredName: string;
  modalityName: string;
  endDate: string;
  insuredAmountValue: string;
  renewalBlocked: boolean;
  renewalCount: number;
  /** The renewal proposal already opened, if any. */
  renewalProposal: { number: number; status: number } | null;
}

/** What will happen to the policy at its end, in the broker's words. */
export const renewalOutlook = (
  policy: NoticePolicy,
  config: EffectiveRenewal,
  rates: IndexRates,
  today: string,
) => {
  if (policy.renewalBlocked) {
    return 'A renovação desta apólice está bloqueada: ela não será renovada e vencerá no fim da vigência.';
  }
  if (config.MaxRenewals !== null && policy.renewalCount >= config.MaxRenewals) {
    return `A apólice já teve ${policy.renewalCount} renovação(ões), o máximo permitido na modalidade: ela não será renovada e vencerá no fim da vigência.`;
  }
  if (policy.renewalProposal) {
    return `A proposta de renovação nº ${policy.renewalProposal.number} já foi aberta e está em "${proposalStatusLabel(policy.renewalProposal.status)}".`;
  }
  const opensOn = addDays(policy.endDate, -config.DaysBeforeExpiry);
  const when =
    opensOn <= today
      ? 'A proposta de renovação será aberta nos próximos dias'
      : `A proposta de renovação será aberta em ${formatDate(opensOn)}`;
  const amount = `com a importância segurada ${adjustmentLabel(config.AdjustmentIndex, rates)}`;
  if (config.AutomaticRenewal && config.AutoIssueWhenUnchanged) {
    return `${when}, ${amount}, e a nova apólice será emitida automaticamente se nada mudar na apólice e no tomador; havendo mudança, a renovação passará por análise da seguradora.`;
  }
  if (config.AutomaticRenewal) {
    return `${when}, ${amount}, e ficará aguardando emissão se nada mudar na apólice e no tomador; havendo mudança, passará por análise da seguradora.`;
  }
  return `${when}, ${amount}, e passará por análise da seguradora antes da emissão.`;
};

/** The broker's e-mail (pt-BR) announcing a policy's end and what happens to it. */
export const renewalNoticeMail = (policy: NoticePolicy, outlook: string) => ({
  subject: `Apólice ${policy.number} vence em ${formatDate(policy.endDate)}`,
  text: [
    `Prezado(a) ${policy.brokerName},`,
    `A apólice ${policy.number} vence em ${formatDate(policy.endDate)} (a vigência termina às 24h, horário de Brasília).`,
    [
      `Tomador: ${policy.holderName} (${maskDocument(policy.holderDocument)})`,
      `Segurado: ${policy.insuredName}`,
      `Modalidade: ${policy.modalityName}`,
      `Importância segurada: ${formatBRL(policy.insuredAmountValue)}`,
    ].join('\n'),
    `O que acontecerá: ${outlook}`,
    'Acompanhe a apólice e a renovação pelo portal.',
  ].join('\n\n'),
});

/**
 * The broker notice job: for each tenant with renewal on and NotifyBrokerDaysBefore > 0, every
 * Emitida policy ending within that many days gets one e-mail to its broker through the mail
 * outbox. Once per policy: renewal_notice_sent_at is claimed (set where still null) before the
 * e-mail is written, and cleared again if writing it fails. A broker without an e-mail is
 * skipped (and counted), and looked at again on the next run.
 */
export const sendRenewalNotices = async (context: GatewayContext, now: Date) => {
  const { db } = context;
  const today = jobDay(now);
  let sent = 0;
  let withoutEmail = 0;
  for (const companyId of await renewingTenants(db)) {
    const { settings, of } = await renewalKit.effectiveByModality(db, companyId);
    const days = settings.NotifyBrokerDaysBefore;
    if (days <= 0) continue;
    const rates = await indexRatesOf(db, companyId);
    const rows = await db
      .select({
        id: policies.id,
        modalityId: policies.modalityId,
        number: policies.number,
        endDate: policies.endDate,
        insuredAmountValue: policies.insuredAmountValue,
        renewalBlocked: policies.renewalBlocked,
        renewalCount: policies.renewalCount,
        brokerName: brokers.name,
        brokerEmail: brokers.email,
        holderName: policyHolders.name,
        holderDocument: policyHolders.cpfCnpj,
        insuredName: insureds.name,
        modalityName: modalities.name,
        renewalNumber: proposals.number,
        renewalStatus: proposals.status,
      })
      .from(policies)
      .innerJoin(brokers, eq(brokers.id, policies.brokerId))
      .innerJoin(policyHolders, eq(policyHolders.id, policies.policyHolderId))
      .innerJoin(insureds, eq(insureds.id, policies.insuredId))
      .innerJoin(modalities, eq(modalities.id, policies.modalityId))
      .leftJoin(proposals, eq(proposals.id, policies.renewalProposalId))
      .where(
        and(
          eq(policies.companyId, companyId),
          eq(policies.status, PolicyStatus.Emitida),
          isNull(policies.renewalNoticeSentAt),
          gte(policies.endDate, today),
          lte(policies.endDate, windowEnd(today, days)),
        ),
      )
      .orderBy(asc(policies.endDate), asc(policies.id));
    for (const row of rows) {
      if (!withinDaysOfEnd(row.endDate, today, days)) continue;
      const to = row.brokerEmail?.trim();
      if (!to) {
        withoutEmail += 1;
        continue;
      }
      const [claimed] = await db
        .update(policies)
        .set({ renewalNoticeSentAt: now })
        .where(and(eq(policies.id, row.id), isNull(policies.renewalNoticeSentAt)))
        .returning({ id: policies.id });
      if (!claimed) continue;
      const policy: NoticePolicy = {
        ...row,
        renewalProposal:
          row.renewalNumber !== null && row.renewalStatus !== null
            ? { number: row.renewalNumber, status: row.renewalStatus }
            : null,
      };
      const mail = renewalNoticeMail(
        policy,
        renewalOutlook(policy, of(row.modalityId), rates, today),
      );
      try {
        await sendMail(context, { companyId, to, ...mail }, { background: true });
        sent += 1;
      } catch (error) {
        await db.update(policies).set({ renewalNoticeSentAt: null }).where(eq(policies.id, row.id));
        throw error;
      }
    }
  }
  return { day: today, sent, withoutEmail };
};
