import { PolicyStatus, type PolicyStatusId, policyStatusLabel } from './policyStatus';

/**
 * The policy status machine (issue 15; spec part 2 §4 names the statuses 1–5 but says the
 * transitions are "not shown", so the table below is ours). Any pair absent from it is refused
 * with a pt-BR reason, which the gateway answers as 409.
 *
 * | from               | action        | to                 | who / why                                           |
 * |--------------------|---------------|--------------------|-----------------------------------------------------|
 * | Aguardando Emissão | issue         | Emitida            | the first instalment is paid, or issued at once     |
 * | Aguardando Emissão | reject        | Rejeitada          | the issuance does not go ahead                      |
 * | Aguardando Emissão | renewalBlock  | Aguardando Emissão | BLOQUEIO_APOLICE_RENOVACAO (block or unblock)       |
 * | Emitida            | cancel        | Cancelada          | InternalCancelPolicy (CANCELAR_APOLICE_MANUALMENTE) |
 * | Emitida            | expire        | Vencida            | the term ended (expiry job, Brasília time)          |
 * | Emitida            | renewalBlock  | Emitida            | BLOQUEIO_APOLICE_RENOVACAO (block or unblock)       |
 *
 * Cancelada, Vencida and Rejeitada are terminal: no action leaves them (a renewal is a new
 * policy). Cancelling a cancelled policy has its own message ({@link POLICY_ALREADY_CANCELLED}).
 */
export type PolicyAction = 'issue' | 'reject' | 'cancel' | 'expire' | 'renewalBlock';

export type PolicyStatusName = keyof typeof PolicyStatus;

/** The table above, as data (from status → action → to status), by status name for reading. */
export const policyTransitionTable: Readonly<
  Record<PolicyStatusName, Readonly<Partial<Record<PolicyAction, PolicyStatusName>>>>
> = {
  AguardandoEmissao: {
    issue: 'Emitida',
    reject: 'Rejeitada',
    renewalBlock: 'AguardandoEmissao',
  },
  Emitida: { cancel: 'Cancelada', expire: 'Vencida', renewalBlock: 'Emitida' },
  Cancelada: {},
  Vencida: {},
  Rejeitada: {},
};

/** What each action does, in the pt-BR phrase the refusal reason uses. */
export const policyActionPhrases: Record<PolicyAction, string> = {
  issue: 'emitir',
  reject: 'rejeitar',
  cancel: 'cancelar',
  expire: 'vencer',
  renewalBlock: 'alterar o bloqueio de renovação de',
};

export const terminalPolicyStatuses: readonly PolicyStatusId[] = [
  PolicyStatus.Cancelada,
  PolicyStatus.Vencida,
  PolicyStatus.Rejeitada,
];

export const POLICY_ALREADY_CANCELLED = 'A apólice já está cancelada.';

export type PolicyTransitionOutcome =
  { ok: true; to: PolicyStatusId } | { ok: false; reason: string };

const nameOf = (id: number): PolicyStatusName | undefined =>
  (Object.keys(PolicyStatus) as PolicyStatusName[]).find((name) => PolicyStatus[name] === id);

/** `Não é possível cancelar uma apólice com status "Vencida".` (a second cancel has its own). */
export const policyTransitionRefusal = (from: number, action: PolicyAction): string =>
  action === 'cancel' && from === PolicyStatus.Cancelada
    ? POLICY_ALREADY_CANCELLED
    : `Não é possível ${policyActionPhrases[action]} uma apólice com status "${policyStatusLabel(from) || from}".`;

/** Where `action` takes a policy in status `from`, or why it may not. */
export const policyTransition = (from: number, action: PolicyAction): PolicyTransitionOutcome => {
  const name = nameOf(from);
  const to = name ? policyTransitionTable[name][action] : undefined;
  return to
    ? { ok: true, to: PolicyStatus[to] }
    : { ok: false, reason: policyTransitionRefusal(from, action) };
};

/** The actions allowed from a status, in the table's order (none for a terminal status). */
export const allowedPolicyActions = (status: number): PolicyAction[] => {
  const name = nameOf(status);
  return name ? (Object.keys(policyTransitionTable[name]) as PolicyAction[]) : [];
};

export const isTerminalPolicyStatus = (status: number): boolean =>
  terminalPolicyStatuses.includes(status as PolicyStatusId);
