import { calculatePolicyHolderLimits } from '../../../domain/policyHolderLimits';
import type { FlagAnswer } from '../../../domain/policyHolders';
import type { Database } from '../../db/client';
import { ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { toLimits } from './answers';
import { checkComplementary, checkJustification, checkName } from './input';
import type { ComplementaryDataBody } from './schemas';
import { findVisiblePolicyHolder } from './scope';
import { changesOf, updateHolder } from './writes';

const throwIfAny = (problems: string[]) => {
  if (problems.length) throw new ValidationError(problems);
};

/** UpdatePolicyHolderName: answers the new name. */
export const updateName = async (
  db: Database,
  auth: AuthContext,
  input: { PolicyHolderUniqueId: string; Name?: string | null; Version?: number | null },
) => {
  const holder = await findVisiblePolicyHolder(db, auth, input.PolicyHolderUniqueId);
  const problems: string[] = [];
  const name = checkName(input.Name, problems);
  throwIfAny(problems);
  const row = await updateHolder(
    db,
    auth,
    holder,
    input.Version,
    { name },
    changesOf({ Name: holder.name }, { Name: name }),
  );
  return { Name: row.name, Version: row.version };
};

/** SaveComplementarData: contact and financials; answers the new Version. */
export const saveComplementaryData = async (
  db: Database,
  auth: AuthContext,
  input: ComplementaryDataBody,
) => {
  const holder = await findVisiblePolicyHolder(db, auth, input.PolicyHolderUniqueId);
  const problems: string[] = [];
  const values = checkComplementary(input, problems);
  throwIfAny(problems);
  const row = await updateHolder(
    db,
    auth,
    holder,
    input.Version,
    values,
    changesOf(
      {
        Email: holder.email,
        Phone: holder.phone,
        MainActivity: holder.mainActivity,
        FoundationDate: holder.foundationDate,
        AnnualRevenue: holder.annualRevenue,
        NetWorth: holder.netWorth,
      },
      {
        Email: values.email,
        Phone: values.phone,
        MainActivity: values.mainActivity,
        FoundationDate: values.foundationDate,
        AnnualRevenue: values.annualRevenue,
        NetWorth: values.netWorth,
      },
    ),
  );
  return { Version: row.version };
};

export interface ToggleInput {
  PolicyHolderUniqueId: string;
  Justification?: string | null;
  Version?: number | null;
}

/** InverterBlockedPolicyHolder / InverterBlockedRestrictvePolicyHolder: justification required. */
export const toggleBlock = async (
  db: Database,
  auth: AuthContext,
  input: ToggleInput,
  flag: 'isBlocked' | 'isRestrictiveBlocked',
): Promise<FlagAnswer> => {
  const holder = await findVisiblePolicyHolder(db, auth, input.PolicyHolderUniqueId);
  const problems: string[] = [];
  const justification = checkJustification(input.Justification, problems);
  throwIfAny(problems);
  const value = !holder[flag];
  const field = flag === 'isBlocked' ? 'IsBlocked' : 'IsRestrictiveBlocked';
  const row = await updateHolder(db, auth, holder, input.Version, { [flag]: value }, [
    { field, oldValue: holder[flag], newValue: value },
    { field: 'Justification', oldValue: null, newValue: justification },
  ]);
  return { Value: row[flag], Version: row.version };
};

/** InverterIgnoreCCGSignaturePolicyHolder */
export const toggleIgnoreCcg = async (
  db: Database,
  auth: AuthContext,
  input: ToggleInput,
): Promise<FlagAnswer> => {
  const holder = await findVisiblePolicyHolder(db, auth, input.PolicyHolderUniqueId);
  const value = !holder.ignoreCcgSignature;
  const row = await updateHolder(db, auth, holder, input.Version, { ignoreCcgSignature: value }, [
    { field: 'IgnoreCcgSignature', oldValue: holder.ignoreCcgSignature, newValue: value },
  ]);
  return { Value: row.ignoreCcgSignature, Version: row.version };
};

/** UpdatePolicyHolderEnableAnnualInstallment?enableInstallment&policyHolderUniqueId (sets). */
export const setAnnualInstallment = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
  enable: boolean,
  version?: number,
): Promise<FlagAnswer> => {
  const holder = await findVisiblePolicyHolder(db, auth, uniqueId);
  const row = await updateHolder(
    db,
    auth,
    holder,
    version,
    { enableAnnualInstallments: enable },
    changesOf(
      { EnableAnnualInstallments: holder.enableAnnualInstallments },
      { EnableAnnualInstallments: enable },
    ),
  );
  return { Value: row.enableAnnualInstallments, Version: row.version };
};

/** CalculatePolicyHolderLimitsAndRates: the domain rule over the stored financials, stored. */
export const calculateLimits = async (db: Database, auth: AuthContext, uniqueId: string) => {
  const holder = await findVisiblePolicyHolder(db, auth, uniqueId);
  const outcome = calculatePolicyHolderLimits({
    annualRevenue: holder.annualRevenue,
    netWorth: holder.netWorth,
    foundationDate: holder.foundationDate,
  });
  if (!outcome.ok) throw new ValidationError(outcome.problems);
  const { limits } = outcome;
  const values = {
    riskClass: limits.riskClass,
    limitValue: limits.limitValue.toFixed(2),
    baseRate: limits.baseRate.toFixed(4),
    limitsCalculatedAt: new Date(),
  };
  const row = await updateHolder(
    db,
    auth,
    holder,
    undefined,
    values,
    changesOf(
      { RiskClass: holder.riskClass, LimitValue: holder.limitValue, BaseRate: holder.baseRate },
      { RiskClass: values.riskClass, LimitValue: values.limitValue, BaseRate: values.baseRate },
    ),
  );
  return {
    ...toLimits(row),
    EquityRatio: limits.equityRatio.toDecimalPlaces(4).toFixed(4),
    YearsOfActivity: limits.yearsOfActivity,
    Version: row.version,
  };
};
