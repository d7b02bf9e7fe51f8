import { and, eq } from 'drizzle-orm';
import type { PolicyBrief } from '../../../domain/contracts/policies';
import { anniversarySchedule, effectiveAnniversary } from '../../../domain/anniversaryEndorsement';
import type { AdjustmentIndex } from '../../../domain/renewal';
import { effectiveRenewal, renewalSchedule, todayInBrazil } from '../../../domain/renewal';
import { PolicyStatus } from '../../../domain/policyStatus';
import type { Database } from '../../db/client';
import {
  anniversaryModalityRules,
  generalConditionVersions,
  persons,
  renewalModalityRules,
  users,
} from '../../db/schema';
import { bankSlipsOfProposal } from '../bank-slips/queries';
import { anniversaryKit } from '../renewal-anniversary/anniversaryArea';
import { renewalKit } from '../renewal-anniversary/renewalArea';
import type { AuthContext } from '../security/principal';
import { policySummaryOf } from './queries';
import type { PolicyRow } from './scope';

/** The anniversary days of the policy's term under the tenant's rules for its modality. */
const anniversaryDatesOf = async (db: Database, auth: AuthContext, policy: PolicyRow) => {
  const [settings, [rule]] = await Promise.all([
    anniversaryKit.getSettings(db, auth),
    db
      .select()
      .from(anniversaryModalityRules)
      .where(
        and(
          eq(anniversaryModalityRules.companyId, policy.companyId),
          eq(anniversaryModalityRules.modalityId, policy.modalityId),
        ),
      ),
  ]);
  const effective = effectiveAnniversary(
    settings,
    rule
      ? {
          IsEnabled: rule.isEnabled,
          DaysBeforeAnniversary: rule.daysBeforeAnniversary,
          AdjustmentIndex: rule.adjustmentIndex as AdjustmentIndex | null,
          ChargeAnnualPremium: rule.chargeAnnualPremium,
          AutomaticIssue: rule.automaticIssue,
        }
      : null,
  );
  const term = {
    startDate: policy.startDate,
    endDate: policy.endDate,
    referenceDate: todayInBrazil(),
  };
  return anniversarySchedule(term, effective).Anniversaries.map((item) => item.AnniversaryDate);
};

/**
 * When the renewal opens under the tenant's renewal settings and the modality's rule: null when
 * renewal is off (or over the modality's limit), blocked for this policy, or the policy is not
 * (or not yet) in force.
 */
const renewalOpensOnOf = async (db: Database, auth: AuthContext, policy: PolicyRow) => {
  if (policy.renewalBlocked) return null;
  if (policy.status !== PolicyStatus.Emitida && policy.status !== PolicyStatus.AguardandoEmissao)
    return null;
  const [settings, [rule]] = await Promise.all([
    renewalKit.getSettings(db, auth),
    db
      .select()
      .from(renewalModalityRules)
      .where(
        and(
          eq(renewalModalityRules.companyId, policy.companyId),
          eq(renewalModalityRules.modalityId, policy.modalityId),
        ),
      ),
  ]);
  const effective = effectiveRenewal(
    settings,
    rule
      ? {
          AutomaticRenewal: rule.automaticRenewal,
          DaysBeforeExpiry: rule.daysBeforeExpiry,
          MaxRenewals: rule.maxRenewals,
          AdjustmentIndex: rule.adjustmentIndex as AdjustmentIndex,
        }
      : null,
  );
  const term = {
    startDate: policy.startDate,
    endDate: policy.endDate,
    referenceDate: todayInBrazil(),
  };
  return renewalSchedule(term, effective, policy.renewalCount).RenewalOpensOn;
};

/** GetPolicyShortBrief: the detail page's summary of a policy already found in scope. */
export const policyBriefOf = async (
  db: Database,
  auth: AuthContext,
  policy: PolicyRow,
): Promise<PolicyBrief> => {
  const [summary, slips, conditions, issuer, anniversaryDates, renewalOpensOn] = await Promise.all([
    policySummaryOf(db, policy),
    bankSlipsOfProposal(db, policy.companyId, policy.proposalId),
    policy.generalConditionVersionId
      ? db
          .select({ processNumber: generalConditionVersions.susepProcessNumber })
          .from(generalConditionVersions)
          .where(eq(generalConditionVersions.id, policy.generalConditionVersionId))
      : Promise.resolve([]),
    policy.issuedByUserId
      ? db
          .select({ name: persons.name })
          .from(users)
          .innerJoin(persons, eq(persons.id, users.personId))
          .where(eq(users.id, policy.issuedByUserId))
      : Promise.resolve([]),
    anniversaryDatesOf(db, auth, policy),
    renewalOpensOnOf(db, auth, policy),
  ]);
  return {
    ...summary,
    Version: policy.version,
    ModalityId: policy.modalityId,
    RiskRate: policy.riskRate,
    NumberOfInstallment: policy.numberOfInstallment,
    GeneralConditionsProcessNumber: conditions[0]?.processNumber ?? null,
    IssuedByName: issuer[0]?.name ?? null,
    PremiumReceivable: policy.premiumReceivable,
    CancelledAt: policy.cancelledAt?.toISOString() ?? null,
    CancelReason: policy.cancelReason,
    CancellationMethod: policy.cancellationMethod,
    RefundValue: policy.refundValue,
    RenewalCount: policy.renewalCount,
    // there is no endorsement yet (the endorsements come with the next issue)
    HasEndorsement: false,
    BankSlips: slips,
    AnniversaryDates: anniversaryDates,
    RenewalOpensOn: renewalOpensOn,
  };
};
