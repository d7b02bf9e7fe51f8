import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DeadlineValidation,
  deadlineModalityBody,
  TermValidation,
} from '../../../domain/contracts/proposalTexts';
import { type PricingField, proposalTerm, termLimitProblems } from '../../../domain/pricing';
import { todayInBrazil } from '../../../domain/policyTerm';
import type { Database } from '../../db/client';
import { modalities } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import type { AuthContext } from '../security/principal';
import { rulesOf } from './financial';
import { dayOf } from './input';
import * as M from './messages';
import { findVisibleProposal } from './scope';

/** The pt-BR name of the term fields a pricing problem names. */
const TERM_FIELD_LABELS: Partial<Record<PricingField, string>> = {
  StartDate: 'Início de vigência',
  EndDate: 'Fim de vigência',
  DeadlineDays: 'Prazo em dias',
};
const labelled = (problem: { field: PricingField; message: string }) =>
  `${TERM_FIELD_LABELS[problem.field] ?? problem.field}: ${problem.message}`;

const modalityOf = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select()
    .from(modalities)
    .where(
      and(
        eq(modalities.id, id),
        eq(modalities.companyId, companyId),
        eq(modalities.isDeleted, false),
      ),
    );
  return row;
};

/**
 * ValidateRetroactivityDays: whether the proposal's start date lies within its modality's limits
 * today (no more than MaxRetroactivityDays back, no more than MaxFutureDays ahead; domain/pricing
 * termLimitProblems, the rule the premium calculation applies). A proposal without modality or
 * start date is not valid, saying what it lacks.
 */
export const validateRetroactivityDays = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<TermValidation> => {
  const row = await findVisibleProposal(db, auth, uniqueId);
  const modality = row.modalityId ? await modalityOf(db, row.companyId, row.modalityId) : null;
  const missing = [
    ...(modality ? [] : [M.TERM_NEEDS_MODALITY]),
    ...(row.startDate ? [] : [M.TERM_NEEDS_START]),
  ];
  if (!modality || !row.startDate) return { IsValid: false, Messages: missing };
  const rules = rulesOf(modality);
  const problems = termLimitProblems(
    {
      startDate: row.startDate,
      endDate: row.endDate ?? row.startDate,
      // only the start date is judged here; the days are the modality's own minimum when absent
      deadlineDays: row.deadlineDays ?? rules.minPeriodInDays,
    },
    rules,
    todayInBrazil(),
  ).filter((problem) => problem.field === 'StartDate');
  return { IsValid: problems.length === 0, Messages: problems.map((problem) => problem.message) };
};

/**
 * GetValidateDeadlineModality: completes a term (two of start, end and days give the third) and
 * checks it against the modality's limits (days within its minimum and maximum, start within its
 * retroactivity and future limits). A date that is not a date, a term that does not add up or a
 * modality of another tenant is a bad input (400 naming the field); a term outside the limits is
 * valid input that is not valid (IsValid false with the spec's messages, word for word).
 */
export const validateDeadlineModality = async (
  db: Database,
  auth: AuthContext,
  body: z.infer<typeof deadlineModalityBody>,
): Promise<DeadlineValidation> => {
  const problems: string[] = [];
  const read = (value: string | null | undefined, label: string) => {
    if (value === undefined || value === null || value === '') return null;
    const day = dayOf(value);
    if (!day) problems.push(M.INVALID_DATE(label));
    return day;
  };
  const startDate = read(body.StartDate, 'Início de vigência');
  const endDate = read(body.EndDate, 'Fim de vigência');
  const modality = await modalityOf(db, auth.companyId, body.ModalityId);
  if (!modality) problems.push(M.MODALITY_UNKNOWN);
  if (problems.length || !modality) throw new ValidationError(problems);
  const term = proposalTerm({ startDate, endDate, deadlineDays: body.DeadlineDays });
  if (!term.ok) throw new ValidationError(term.problems.map(labelled));
  const limits = termLimitProblems(term.result, rulesOf(modality), todayInBrazil());
  return {
    IsValid: limits.length === 0,
    Messages: limits.map((problem) => problem.message),
    StartDate: term.result.startDate,
    EndDate: term.result.endDate,
    DeadlineDays: term.result.deadlineDays,
  };
};
