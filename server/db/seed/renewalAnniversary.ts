import { and, eq, inArray } from 'drizzle-orm';
import {
  type AnniversaryRuleInput,
  type AnniversarySettingsInput,
  validateAnniversaryRule,
  validateAnniversarySettings,
} from '../../../domain/anniversaryEndorsement';
import {
  type RenewalRuleInput,
  type RenewalSettingsInput,
  validateRenewalRule,
  validateRenewalSettings,
} from '../../../domain/renewal';
import type { Database } from '../client';
import {
  anniversaryModalityRules,
  anniversarySettings,
  modalities,
  renewalModalityRules,
  renewalSettings,
} from '../schema';

/** Renewal on: proposals open 60 days before expiry, the broker is warned 90 days before. */
const demoRenewalSettings: RenewalSettingsInput = {
  RenewalEnabled: true,
  DaysBeforeExpiry: 60,
  AutoIssueWhenUnchanged: true,
  RecalculatePremium: true,
  BlockOnHolderRestrictions: true,
  NotifyBrokerDaysBefore: 90,
};

/**
 * Judicial and performance guarantees follow a lawsuit or a contract beyond the policy term, so
 * they renew automatically; a bid bond (licitante) does not renew.
 */
const demoRenewalRules: [string, RenewalRuleInput][] = [
  ['Judicial cível', { AutomaticRenewal: true, DaysBeforeExpiry: 60, AdjustmentIndex: 'IPCA' }],
  [
    'Judicial trabalhista',
    { AutomaticRenewal: true, DaysBeforeExpiry: 60, AdjustmentIndex: 'INPC' },
  ],
  ['Depósito recursal', { AutomaticRenewal: true, DaysBeforeExpiry: 45, MaxRenewals: 4 }],
  ['Execução fiscal', { AutomaticRenewal: true, DaysBeforeExpiry: 60, AdjustmentIndex: 'IPCA' }],
  ['Executante / Construtor', { AutomaticRenewal: true, DaysBeforeExpiry: 60, MaxRenewals: 3 }],
  ['Licitante', { AutomaticRenewal: false }],
];

const demoAnniversarySettings: AnniversarySettingsInput = {
  AnniversaryEnabled: true,
  DaysBeforeAnniversary: 30,
  AdjustmentIndex: 'IPCA',
  ChargeAnnualPremium: true,
  AutomaticIssue: false,
};

/** Multi-year contract guarantees adjust by IPCA; labour deposits follow the court's index. */
const demoAnniversaryRules: [string, AnniversaryRuleInput][] = [
  ['Executante / Construtor', { IsEnabled: true, AdjustmentIndex: 'IPCA', AutomaticIssue: true }],
  ['Imobiliário', { IsEnabled: true, DaysBeforeAnniversary: 45, AdjustmentIndex: 'IGPM' }],
  ['Judicial trabalhista', { IsEnabled: true, AdjustmentIndex: 'INPC' }],
  ['Licitante', { IsEnabled: false }],
];

const valid = <T>({ values, problems }: { values: T; problems: string[] }, what: string) => {
  if (problems.length) throw new Error(`${what}: ${problems.join(' ')}`);
  return values;
};

const modalityIds = async (db: Database, companyId: number, names: string[]) => {
  const rows = await db
    .select({ id: modalities.id, name: modalities.name })
    .from(modalities)
    .where(and(eq(modalities.companyId, companyId), inArray(modalities.name, names)));
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = ids.get(name);
    if (!id) throw new Error(`Modalidade de demonstração ausente: ${name}`);
    return id;
  };
};

/** The demo tenant's renewal and anniversary settings and rules (after the modalities seed). */
export const seedDemoRenewalAnniversary = async (db: Database, companyId: number) => {
  const renewal = valid(validateRenewalSettings(demoRenewalSettings), 'renovação');
  await db.insert(renewalSettings).values({
    companyId,
    renewalEnabled: renewal.RenewalEnabled,
    daysBeforeExpiry: renewal.DaysBeforeExpiry,
    autoIssueWhenUnchanged: renewal.AutoIssueWhenUnchanged,
    recalculatePremium: renewal.RecalculatePremium,
    blockOnHolderRestrictions: renewal.BlockOnHolderRestrictions,
    notifyBrokerDaysBefore: renewal.NotifyBrokerDaysBefore,
  });
  const anniversary = valid(validateAnniversarySettings(demoAnniversarySettings), 'aniversário');
  await db.insert(anniversarySettings).values({
    companyId,
    anniversaryEnabled: anniversary.AnniversaryEnabled,
    daysBeforeAnniversary: anniversary.DaysBeforeAnniversary,
    adjustmentIndex: anniversary.AdjustmentIndex,
    chargeAnnualPremium: anniversary.ChargeAnnualPremium,
    automaticIssue: anniversary.AutomaticIssue,
  });
  const idOf = await modalityIds(db, companyId, [
    ...demoRenewalRules.map(([name]) => name),
    ...demoAnniversaryRules.map(([name]) => name),
  ]);
  for (const [name, input] of demoRenewalRules) {
    const rule = valid(validateRenewalRule(input), name);
    await db.insert(renewalModalityRules).values({
      companyId,
      modalityId: idOf(name),
      automaticRenewal: rule.AutomaticRenewal,
      daysBeforeExpiry: rule.DaysBeforeExpiry,
      maxRenewals: rule.MaxRenewals,
      adjustmentIndex: rule.AdjustmentIndex,
    });
  }
  for (const [name, input] of demoAnniversaryRules) {
    const rule = valid(validateAnniversaryRule(input), name);
    await db.insert(anniversaryModalityRules).values({
      companyId,
      modalityId: idOf(name),
      isEnabled: rule.IsEnabled,
      daysBeforeAnniversary: rule.DaysBeforeAnniversary,
      adjustmentIndex: rule.AdjustmentIndex,
      chargeAnnualPremium: rule.ChargeAnnualPremium,
      automaticIssue: rule.AutomaticIssue,
    });
  }
};
