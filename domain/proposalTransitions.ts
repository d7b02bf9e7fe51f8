import { ProposalStatus, type ProposalStatusId, proposalStatusLabel } from './proposalStatus';

/**
 * The proposal status machine (issue 13; spec part 2 §4 names the statuses but not the
 * transitions, so the table below is ours). Any pair absent from it is refused with a pt-BR
 * reason naming the current status, which the gateway answers as 409.
 *
 * | from                 | action            | to                   | who / why                                              |
 * |----------------------|-------------------|----------------------|--------------------------------------------------------|
 * | Cotação              | edit              | Cotação              | broker changes the quote                               |
 * | Cotação              | submit            | Em análise           | broker submits; the engines run next                   |
 * | Cotação              | cancel            | Cancelada            | justification required                                 |
 * | Em análise           | approve           | Aguardando Emissão   | every engine approved, or an analyst approves          |
 * | Em análise           | refer             | Em análise           | an engine refers: a pending analysis is opened         |
 * | Em análise           | reprocess         | Em análise           | engines re-run (ExecuteAutomatic…, REPROCESSAMENTO)    |
 * | Em análise           | refuse            | Recusada             | an engine or an analyst refuses the risk               |
 * | Em análise           | requestAdjustment | Aguardando Corretor  | insurer's observation, or missing documents            |
 * | Em análise           | cancel            | Cancelada            |                                                        |
 * | Aguardando Corretor  | edit              | Aguardando Corretor  | broker adjusts                                         |
 * | Aguardando Corretor  | resubmit          | Em análise           | broker resubmits; the engines run again                |
 * | Aguardando Corretor  | cancel            | Cancelada            |                                                        |
 * | Aguardando Emissão   | riskChange        | Em análise           | risk data changed after approval                       |
 * | Aguardando Emissão   | awaitPayment      | Aguardando Pagamento | bank slip issued (payment by boleto)                   |
 * | Aguardando Emissão   | issue             | Emitida              | payment method without a bank slip                     |
 * | Aguardando Emissão   | reject            | Rejeitada            | the approved proposal is not taken up / issuance fails |
 * | Aguardando Emissão   | cancel            | Cancelada            |                                                        |
 * | Aguardando Pagamento | riskChange        | Em análise           | the pending bank slip is void                          |
 * | Aguardando Pagamento | issue             | Emitida              | bank slip paid                                         |
 * | Aguardando Pagamento | reject            | Rejeitada            |                                                        |
 * | Aguardando Pagamento | cancel            | Cancelada            |                                                        |
 *
 * Emitida, Rejeitada, Recusada and Cancelada are terminal: no action leaves them (an issued
 * policy changes by endorsement). Every cancel needs a justification and every
 * requestAdjustment an observation ({@link actionTextProblems}).
 *
 * Recusada is the insurer declining the risk (before approval); Rejeitada is an approved
 * proposal that is not issued. Issuance itself (awaitPayment, issue) comes with a later issue.
 */
export type ProposalAction =
  | 'edit'
  | 'submit'
  | 'approve'
  | 'refer'
  | 'reprocess'
  | 'refuse'
  | 'requestAdjustment'
  | 'resubmit'
  | 'riskChange'
  | 'awaitPayment'
  | 'issue'
  | 'reject'
  | 'cancel';

export type ProposalStatusName = keyof typeof ProposalStatus;

/** The table above, as data (from status → action → to status), by status name for reading. */
export const proposalTransitionTable: Readonly<
  Record<ProposalStatusName, Readonly<Partial<Record<ProposalAction, ProposalStatusName>>>>
> = {
  Cotacao: { edit: 'Cotacao', submit: 'EmAnalise', cancel: 'Cancelada' },
  EmAnalise: {
    approve: 'AguardandoEmissao',
    refer: 'EmAnalise',
    reprocess: 'EmAnalise',
    refuse: 'Recusada',
    requestAdjustment: 'AguardandoCorretor',
    cancel: 'Cancelada',
  },
  AguardandoCorretor: { edit: 'AguardandoCorretor', resubmit: 'EmAnalise', cancel: 'Cancelada' },
  AguardandoEmissao: {
    riskChange: 'EmAnalise',
    awaitPayment: 'AguardandoPagamento',
    issue: 'Emitida',
    reject: 'Rejeitada',
    cancel: 'Cancelada',
  },
  AguardandoPagamento: {
    riskChange: 'EmAnalise',
    issue: 'Emitida',
    reject: 'Rejeitada',
    cancel: 'Cancelada',
  },
  Emitida: {},
  Rejeitada: {},
  Recusada: {},
  Cancelada: {},
};

/** What each action does, in the pt-BR phrase the refusal reason uses. */
export const proposalActionPhrases: Record<ProposalAction, string> = {
  edit: 'editar',
  submit: 'enviar para análise',
  approve: 'aprovar',
  refer: 'encaminhar para análise da seguradora',
  reprocess: 'reprocessar as validações automáticas de',
  refuse: 'recusar',
  requestAdjustment: 'solicitar ajuste em',
  resubmit: 'reenviar',
  riskChange: 'alterar os dados de risco de',
  awaitPayment: 'gerar o boleto de',
  issue: 'emitir',
  reject: 'rejeitar',
  cancel: 'cancelar',
};

export const terminalProposalStatuses: readonly ProposalStatusId[] = [
  ProposalStatus.Emitida,
  ProposalStatus.Rejeitada,
  ProposalStatus.Recusada,
  ProposalStatus.Cancelada,
];

export type TransitionOutcome = { ok: true; to: ProposalStatusId } | { ok: false; reason: string };

const nameOf = (id: number): ProposalStatusName | undefined =>
  (Object.keys(ProposalStatus) as ProposalStatusName[]).find((name) => ProposalStatus[name] === id);

/** `Não é possível cancelar uma proposta com status "Emitida".` */
export const transitionRefusal = (from: number, action: ProposalAction): string =>
  `Não é possível ${proposalActionPhrases[action]} uma proposta com status "${proposalStatusLabel(from) || from}".`;

/** Where `action` takes a proposal in status `from`, or why it may not. */
export const transition = (from: number, action: ProposalAction): TransitionOutcome => {
  const name = nameOf(from);
  const to = name ? proposalTransitionTable[name][action] : undefined;
  return to
    ? { ok: true, to: ProposalStatus[to] }
    : { ok: false, reason: transitionRefusal(from, action) };
};

/** The actions allowed from a status, in the table's order (none for a terminal status). */
export const allowedActions = (status: number): ProposalAction[] => {
  const name = nameOf(status);
  return name ? (Object.keys(proposalTransitionTable[name]) as ProposalAction[]) : [];
};

/** Whether the quote may still be changed (wizard, UpdateProposal): Cotação, Aguardando Corretor. */
export const canEdit = (status: number): boolean => transition(status, 'edit').ok;

export const isTerminalProposalStatus = (status: number): boolean =>
  terminalProposalStatuses.includes(status as ProposalStatusId);

/** Free texts some actions require: the cancellation's justification, the adjustment's observation. */
export const PROPOSAL_TEXT_MAX_LENGTH = 2000;
export const CANCEL_JUSTIFICATION_REQUIRED =
  'Justificativa: informe o motivo do cancelamento da proposta.';
export const CANCEL_JUSTIFICATION_TOO_LONG = `Justificativa: use no máximo ${PROPOSAL_TEXT_MAX_LENGTH} caracteres.`;
export const ADJUSTMENT_OBSERVATION_REQUIRED =
  'Observação: informe o que o corretor deve ajustar na proposta.';
export const ADJUSTMENT_OBSERVATION_TOO_LONG = `Observação: use no máximo ${PROPOSAL_TEXT_MAX_LENGTH} caracteres.`;

const textRules: Partial<Record<ProposalAction, { required: string; tooLong: string }>> = {
  cancel: { required: CANCEL_JUSTIFICATION_REQUIRED, tooLong: CANCEL_JUSTIFICATION_TOO_LONG },
  requestAdjustment: {
    required: ADJUSTMENT_OBSERVATION_REQUIRED,
    tooLong: ADJUSTMENT_OBSERVATION_TOO_LONG,
  },
};

/** Whether an action needs a text: cancel (justification), requestAdjustment (observation). */
export const requiresText = (action: ProposalAction): boolean => action in textRules;

/**
 * Problems with the text an action carries (empty when fine or when the action needs none):
 * blank or longer than PROPOSAL_TEXT_MAX_LENGTH after trimming.
 */
export const actionTextProblems = (
  action: ProposalAction,
  text: string | null | undefined,
): string[] => {
  const rule = textRules[action];
  if (!rule) return [];
  const value = (text ?? '').trim();
  if (!value) return [rule.required];
  return value.length > PROPOSAL_TEXT_MAX_LENGTH ? [rule.tooLong] : [];
};
