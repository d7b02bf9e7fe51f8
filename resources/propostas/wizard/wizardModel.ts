import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { ordinal } from '../../../domain/format';
import type { FieldLabels } from '../../../src/providers/fieldErrors';

/** The wizard's steps in order, as the routes of spec part 1 §2 name them. */
export const wizardSteps = [
  'dados-tomador',
  'dados-segurado',
  'dados-de-risco',
  'resumo-da-proposta',
  'dados-financeiros',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const WIZARD_BASE = '/propostas/nova-proposta-new';
/** The query parameter carrying the draft's UniqueId on the steps before the financial one. */
export const PROPOSAL_PARAM = 'proposta';

/**
 * Where a step of a draft lives: the financial step has the proposal in its path, the others in
 * `?proposta=`, so reload, Back and a shared link reopen the same draft.
 */
export const stepPath = (step: WizardStep, proposalUniqueId?: string | null) => {
  if (step === 'dados-financeiros') return `${WIZARD_BASE}/${step}/${proposalUniqueId ?? ''}`;
  return proposalUniqueId
    ? `${WIZARD_BASE}/${step}?${PROPOSAL_PARAM}=${encodeURIComponent(proposalUniqueId)}`
    : `${WIZARD_BASE}/${step}`;
};

export const nextStep = (step: WizardStep): WizardStep =>
  wizardSteps[Math.min(wizardSteps.indexOf(step) + 1, wizardSteps.length - 1)];
export const previousStep = (step: WizardStep): WizardStep =>
  wizardSteps[Math.max(wizardSteps.indexOf(step) - 1, 0)];

/** "Primeiro passo", … "Quinto passo" (domain/format ordinal) for the step header. */
export const stepOrdinal = (step: WizardStep) => `${ordinal(wizardSteps.indexOf(step) + 1)} passo`;

/** The proposal may still change in the wizard (the gateway's AllowedActions). */
export const isEditable = (proposal: Pick<ProposalDetail, 'AllowedActions'>) =>
  proposal.AllowedActions.includes('edit');

/**
 * How the gateway's proposal and pricing messages name the wizard's fields
 * (server/modules/proposals/messages.ts, domain/pricing/messages.ts). The complementary
 * labels come first: "Início de vigência complementar" also starts with "Início de vigência".
 */
export const proposalFieldLabels: FieldLabels = {
  ComplementaryModalityId: 'Modalidade complementar',
  ComplementaryStartDate: 'Início de vigência complementar',
  ComplementaryEndDate: 'Fim de vigência complementar',
  ComplementaryInsuredAmountValue: 'Importância segurada complementar',
  PolicyHolderBranchId: 'Filial do tomador',
  PolicyHolderUniqueId: 'Tomador',
  InsuredLocationId: 'Endereço do segurado',
  InsuredUniqueId: 'Segurado',
  BeneficiaryUniqueIds: 'Beneficiários',
  ModalityId: 'Modalidade',
  AdditionalCoverageIds: ['Coberturas adicionais', /cobertura "/],
  StartDate: ['Início de vigência', /data de início de vigência/],
  EndDate: ['Fim de vigência', /fim de vigência/],
  DeadlineDays: ['Prazo em dias', /^Prazo de dias|prazo em dias|^O prazo de \d+ dias/],
  InsuredAmountValue: ['Importância segurada', /importância segurada/],
  ComissionPercentage: /percentual de comissão/,
  ComissionValue: /valor de comissão/,
  NumberOfInstallment: /parcela/,
  GracePeriod: /carência/,
  RiskRate: ['Taxa', /^A taxa /, /^Informe a taxa/],
};

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isDay = (day: unknown): day is string =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(dayMs(day));

/** Days from start to end, as the gateway counts them (server/modules/proposals/drafts.ts). */
export const daysBetween = (start: string, end: string) =>
  Math.round((dayMs(end) - dayMs(start)) / DAY_MS);
export const plusDays = (start: string, days: number) =>
  new Date(dayMs(start) + days * DAY_MS).toISOString().slice(0, 10);

export interface Term {
  start: string | null;
  end: string | null;
  days: number | null;
}

/**
 * Two of start / end / days give the third, as the gateway does: after a change to `changed`,
 * the field that was not touched follows (start or days changed → end; end changed → days).
 */
export const consistentTerm = (term: Term, changed: keyof Term): Term => {
  const days = typeof term.days === 'number' && term.days > 0 ? term.days : null;
  if (changed === 'end') {
    if (isDay(term.start) && isDay(term.end)) {
      return { ...term, days: daysBetween(term.start, term.end) };
    }
    if (isDay(term.end) && days) return { ...term, start: plusDays(term.end, -days) };
    return term;
  }
  if (isDay(term.start) && days) return { ...term, end: plusDays(term.start, days) };
  if (changed === 'start' && isDay(term.start) && isDay(term.end)) {
    return { ...term, days: daysBetween(term.start, term.end) };
  }
  return term;
};

/** Today plus `days`, as YYYY-MM-DD in local time (the broker's calendar day). */
export const localDayPlus = (days: number, from = new Date()) => {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
