import type { ProposalDetail, UpdateProposalInput } from '../../domain/contracts/proposals';
import { changedRiskFields, type RiskSnapshot } from '../../domain/proposalRiskChange';
import { type FieldLabels, fieldErrors } from '../../src/providers/fieldErrors';
import { proposalFieldLabels } from './wizard/wizardModel';

/*
 * The risk change's form (RiskChangeDialog): the term and the IS of the proposal and, when it
 * has one, of its complementary modality, as UpdateProposal names them.
 */

const MAIN_FIELDS = ['StartDate', 'EndDate', 'DeadlineDays', 'InsuredAmountValue'] as const;
const COMPLEMENTARY_FIELDS = [
  'ComplementaryStartDate',
  'ComplementaryEndDate',
  'ComplementaryDeadlineDays',
  'ComplementaryInsuredAmountValue',
] as const;

export type RiskChangeField = (typeof MAIN_FIELDS)[number] | (typeof COMPLEMENTARY_FIELDS)[number];
export type RiskChangeValues = Partial<Record<RiskChangeField, string | number | null>>;

type RiskChangeProposal = Pick<
  ProposalDetail,
  'UniqueId' | 'Version' | 'ComplementaryModality' | RiskChangeField
>;

/** The fields the dialog offers: the complementary modality's only when the proposal has one. */
export const riskChangeFields = (proposal: Pick<ProposalDetail, 'ComplementaryModality'>) =>
  proposal.ComplementaryModality ? [...MAIN_FIELDS, ...COMPLEMENTARY_FIELDS] : [...MAIN_FIELDS];

/** The form's starting values: the proposal's, as read. */
export const riskChangeValuesOf = (proposal: RiskChangeProposal): RiskChangeValues =>
  Object.fromEntries(riskChangeFields(proposal).map((field) => [field, proposal[field] ?? null]));

/**
 * UpdateProposal's body for the change: the UniqueId, the Version read and the fields that differ
 * from the proposal's (compared as the gateway compares risk data, domain/proposalRiskChange);
 * null when none does.
 */
export const riskChangeBody = (
  proposal: RiskChangeProposal,
  values: RiskChangeValues,
): UpdateProposalInput | null => {
  const changed = changedRiskFields(
    riskChangeValuesOf(proposal) as RiskSnapshot,
    values as RiskSnapshot,
  );
  if (!changed.length) return null;
  return {
    UniqueId: proposal.UniqueId,
    Version: proposal.Version,
    ...Object.fromEntries(changed.map(({ key }) => [key, values[key as RiskChangeField] ?? null])),
  };
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How the gateway's messages name the dialog's fields: the wizard's labels, and the pricing
 * messages that name the complementary modality ("… para a modalidade "X" …") under its IS or
 * start. The complementary entries come first: their labels start with the main ones'.
 */
const riskChangeLabels = (complementaryName: string | null): FieldLabels => {
  const own = complementaryName ? `modalidade "${literal(complementaryName)}"` : null;
  const complementary: FieldLabels = own
    ? {
        ComplementaryStartDate: [
          'Início de vigência complementar',
          new RegExp(`início de vigência.*${own}`),
        ],
        ComplementaryEndDate: 'Fim de vigência complementar',
        ComplementaryDeadlineDays: 'Prazo em dias complementar',
        ComplementaryInsuredAmountValue: [
          'Importância segurada complementar',
          new RegExp(`importância segurada.*${own}`),
        ],
      }
    : {};
  return {
    ...complementary,
    ...Object.fromEntries(MAIN_FIELDS.map((field) => [field, proposalFieldLabels[field]])),
  };
};

/**
 * What a refused change tells the form (react-admin's submission errors): on a 400 each message
 * under the field it names, and the others (a 409's message among them) above the fields.
 */
export const riskChangeRefusal = (
  messages: readonly string[],
  status: number | undefined,
  complementaryName: string | null,
): Record<string, unknown> => {
  const named =
    status === 400 ? (fieldErrors(messages, riskChangeLabels(complementaryName)) ?? {}) : {};
  const { root: _all, ...errors } = named;
  const underFields = new Set(Object.values(errors));
  const general = messages.filter((message) => !underFields.has(message));
  return general.length ? { ...errors, root: { serverError: general.join(' ') } } : errors;
};
