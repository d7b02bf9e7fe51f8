import { ProposalStatus, type ProposalStatusId } from '../proposalStatus';
import type { ProposalAction } from '../proposalTransitions';
import {
  type ProposalTimelineSituationId,
  TimelineStatus,
  type TimelineStatusId,
} from '../timeline';
import { creditRules, evaluateCredit, type CreditInput } from './credit';
import { evaluatePep, type PepInput, pepRules } from './pep';
import { evaluateRegistration, type RegistrationInput, registrationRules } from './registration';
import { evaluateReinsurance, type ReinsuranceInput, reinsuranceRules } from './reinsurance';
import { evaluateSubscription, type SubscriptionInput, subscriptionRules } from './subscription';
import { type EngineName, type EngineVerdict, engineTimelineSituation } from './types';

/** The order the engines run in (spec part 2 §4): PEP, credit, registration, subscription, reinsurance. */
export const engineOrder: readonly EngineName[] = [
  'PEP',
  'Credito',
  'Cadastro',
  'Subscricao',
  'Resseguro',
];

/** Every engine's rules in pt-BR, as /docs lists them. */
export const engineRules: Record<EngineName, readonly string[]> = {
  PEP: pepRules,
  Credito: creditRules,
  Cadastro: registrationRules,
  Subscricao: subscriptionRules,
  Resseguro: reinsuranceRules,
};

/** What each engine reads, by engine. */
export interface EngineInputs {
  PEP: PepInput;
  Credito: CreditInput;
  Cadastro: RegistrationInput;
  Subscricao: SubscriptionInput;
  Resseguro: ReinsuranceInput;
}

const evaluators: { [K in EngineName]: (input: EngineInputs[K]) => EngineVerdict } = {
  PEP: evaluatePep,
  Credito: evaluateCredit,
  Cadastro: evaluateRegistration,
  Subscricao: evaluateSubscription,
  Resseguro: evaluateReinsurance,
};

/** One engine on its own (the ExecuteAutomatic…ApprovalValidation calls). */
export const evaluateEngine = <K extends EngineName>(
  engine: K,
  input: EngineInputs[K],
): EngineVerdict => evaluators[engine](input);

/** What a referral leaves for the insurer's analysts (the kanban turns it into a card). */
export interface PendingAnalysis {
  type: EngineName;
  reason: string;
}

export type EnginesOutcome = 'approved' | 'referred' | 'refused' | 'awaitingBroker';

export interface TimelineStep {
  situation: ProposalTimelineSituationId;
  status: TimelineStatusId;
}

export interface EnginesResult {
  /** The verdicts in run order; the engines after a refusal did not run. */
  verdicts: EngineVerdict[];
  outcome: EnginesOutcome;
  /** The status the proposal moves to. */
  nextStatus: ProposalStatusId;
  /** The transition (domain/proposalTransitions) taking a proposal in Em análise there. */
  action: Extract<ProposalAction, 'approve' | 'refer' | 'refuse' | 'requestAdjustment'>;
  /** One per referring engine, only when the proposal stays in analysis. */
  pendingAnalyses: PendingAnalysis[];
  /** Required documents never sent (the registration engine's), for the broker. */
  missingDocuments: string[];
  /** The observation sent to the broker with the missing documents (null otherwise). */
  brokerObservation: string | null;
  /** Each timeline step the engines reached, in step order, with where it stands. */
  timeline: TimelineStep[];
}

/** Missing documents wait on the broker; a step takes the most pressing status of its engines. */
const stepStatus = (verdict: EngineVerdict): TimelineStatusId => {
  if (verdict.verdict === 'refused') return TimelineStatus.Recusado;
  if (verdict.missingDocuments?.length) return TimelineStatus.Corretor;
  return verdict.verdict === 'referred' ? TimelineStatus.Seguradora : TimelineStatus.Aprovado;
};
const stepRank: Record<number, number> = {
  [TimelineStatus.Aprovado]: 0,
  [TimelineStatus.Seguradora]: 1,
  [TimelineStatus.Corretor]: 2,
  [TimelineStatus.Recusado]: 3,
};

const timelineOf = (verdicts: readonly EngineVerdict[]): TimelineStep[] => {
  const steps = new Map<ProposalTimelineSituationId, TimelineStatusId>();
  for (const verdict of verdicts) {
    const situation = engineTimelineSituation[verdict.engine];
    const status = stepStatus(verdict);
    const current = steps.get(situation);
    if (current === undefined || stepRank[status] > stepRank[current]) steps.set(situation, status);
  }
  return [...steps].sort(([a], [b]) => a - b).map(([situation, status]) => ({ situation, status }));
};

export const brokerObservationFor = (missingDocuments: readonly string[]): string =>
  `Envie os documentos obrigatórios que faltam: ${missingDocuments.join(', ')}.`;

/**
 * Combines verdicts (in run order) into the proposal's next step:
 * 1. any refusal → Recusada (action refuse), no pending analysis;
 * 2. else any missing required document → Aguardando Corretor (action requestAdjustment) with an
 *    observation listing them: the analysts cannot decide before the documents arrive, and the
 *    broker's resubmission runs every engine again;
 * 3. else any referral → Em análise (action refer), one pending analysis per referring engine
 *    with its reasons;
 * 4. else → Aguardando Emissão (action approve).
 */
export const combineVerdicts = (verdicts: readonly EngineVerdict[]): EnginesResult => {
  const timeline = timelineOf(verdicts);
  const base = { verdicts: [...verdicts], timeline, pendingAnalyses: [], brokerObservation: null };
  const missingDocuments = verdicts.flatMap((verdict) => verdict.missingDocuments ?? []);
  if (verdicts.some((verdict) => verdict.verdict === 'refused')) {
    return {
      ...base,
      outcome: 'refused',
      nextStatus: ProposalStatus.Recusada,
      action: 'refuse',
      missingDocuments,
    };
  }
  if (missingDocuments.length) {
    return {
      ...base,
      outcome: 'awaitingBroker',
      nextStatus: ProposalStatus.AguardandoCorretor,
      action: 'requestAdjustment',
      missingDocuments,
      brokerObservation: brokerObservationFor(missingDocuments),
    };
  }
  const referred = verdicts.filter((verdict) => verdict.verdict === 'referred');
  if (referred.length) {
    return {
      ...base,
      outcome: 'referred',
      nextStatus: ProposalStatus.EmAnalise,
      action: 'refer',
      missingDocuments,
      pendingAnalyses: referred.map((verdict) => ({
        type: verdict.engine,
        reason: verdict.reasons.join(' '),
      })),
    };
  }
  return {
    ...base,
    outcome: 'approved',
    nextStatus: ProposalStatus.AguardandoEmissao,
    action: 'approve',
    missingDocuments,
  };
};

/**
 * Runs the engines in {@link engineOrder} and combines their verdicts. A refusal stops the run
 * (nothing after it can change the outcome); a referral does not, so the log shows every
 * engine's view and the analyst sees all the pending analyses at once.
 */
export const runEngines = (inputs: EngineInputs): EnginesResult => {
  const verdicts: EngineVerdict[] = [];
  for (const engine of engineOrder) {
    // inputs[engine] is always that engine's input; TypeScript cannot correlate the two in a loop
    const verdict = evaluators[engine](inputs[engine] as never);
    verdicts.push(verdict);
    if (verdict.verdict === 'refused') break;
  }
  return combineVerdicts(verdicts);
};
