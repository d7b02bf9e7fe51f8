import { describe, expect, it } from 'vitest';
import { ProposalStatus } from '../../domain/proposalStatus';
import {
  actionTextProblems,
  ADJUSTMENT_OBSERVATION_REQUIRED,
  ADJUSTMENT_OBSERVATION_TOO_LONG,
  allowedActions,
  CANCEL_JUSTIFICATION_REQUIRED,
  canEdit,
  isTerminalProposalStatus,
  type ProposalAction,
  PROPOSAL_TEXT_MAX_LENGTH,
  requiresText,
  transition,
} from '../../domain/proposalTransitions';

const S = ProposalStatus;

/** The table written out again on its own, so a change to the machine shows up here. */
const allowed: [number, ProposalAction, number][] = [
  [S.Cotacao, 'edit', S.Cotacao],
  [S.Cotacao, 'submit', S.EmAnalise],
  [S.Cotacao, 'cancel', S.Cancelada],
  [S.EmAnalise, 'approve', S.AguardandoEmissao],
  [S.EmAnalise, 'refer', S.EmAnalise],
  [S.EmAnalise, 'reprocess', S.EmAnalise],
  [S.EmAnalise, 'refuse', S.Recusada],
  [S.EmAnalise, 'requestAdjustment', S.AguardandoCorretor],
  [S.EmAnalise, 'cancel', S.Cancelada],
  [S.AguardandoCorretor, 'edit', S.AguardandoCorretor],
  [S.AguardandoCorretor, 'resubmit', S.EmAnalise],
  [S.AguardandoCorretor, 'cancel', S.Cancelada],
  [S.AguardandoEmissao, 'riskChange', S.EmAnalise],
  [S.AguardandoEmissao, 'awaitPayment', S.AguardandoPagamento],
  [S.AguardandoEmissao, 'issue', S.Emitida],
  [S.AguardandoEmissao, 'reject', S.Rejeitada],
  [S.AguardandoEmissao, 'cancel', S.Cancelada],
  [S.AguardandoPagamento, 'riskChange', S.EmAnalise],
  [S.AguardandoPagamento, 'issue', S.Emitida],
  [S.AguardandoPagamento, 'reject', S.Rejeitada],
  [S.AguardandoPagamento, 'cancel', S.Cancelada],
];
const actions: ProposalAction[] = [
  'edit',
  'submit',
  'approve',
  'refer',
  'reprocess',
  'refuse',
  'requestAdjustment',
  'resubmit',
  'riskChange',
  'awaitPayment',
  'issue',
  'reject',
  'cancel',
];

describe('allowed proposal transitions', () => {
  it.each(allowed)('status %i --%s--> %i', (from, action, to) => {
    expect(transition(from, action)).toEqual({ ok: true, to });
  });

  it('refuses every other pair of status and action', () => {
    const others = Object.values(S).flatMap((from) =>
      actions
        .filter((action) => !allowed.some(([f, a]) => f === from && a === action))
        .map((action) => [from, action] as const),
    );
    expect(others).toHaveLength(9 * actions.length - allowed.length);
    for (const [from, action] of others) expect(transition(from, action).ok).toBe(false);
  });

  it('lists the allowed actions of each status, none for the terminal ones', () => {
    expect(allowedActions(S.Cotacao)).toEqual(['edit', 'submit', 'cancel']);
    expect(allowedActions(S.EmAnalise)).toEqual([
      'approve',
      'refer',
      'reprocess',
      'refuse',
      'requestAdjustment',
      'cancel',
    ]);
    expect(allowedActions(S.AguardandoCorretor)).toEqual(['edit', 'resubmit', 'cancel']);
    expect(allowedActions(S.AguardandoEmissao)).toEqual([
      'riskChange',
      'awaitPayment',
      'issue',
      'reject',
      'cancel',
    ]);
    expect(allowedActions(S.AguardandoPagamento)).toEqual([
      'riskChange',
      'issue',
      'reject',
      'cancel',
    ]);
    for (const terminal of [S.Emitida, S.Rejeitada, S.Recusada, S.Cancelada]) {
      expect(allowedActions(terminal)).toEqual([]);
      expect(isTerminalProposalStatus(terminal)).toBe(true);
    }
    expect(isTerminalProposalStatus(S.AguardandoPagamento)).toBe(false);
    expect(allowedActions(42)).toEqual([]);
  });
});

describe('forbidden proposal transitions answer why, naming the current status', () => {
  it.each<[number, ProposalAction, string]>([
    [S.Emitida, 'cancel', 'Não é possível cancelar uma proposta com status "Emitida".'],
    [S.Cancelada, 'cancel', 'Não é possível cancelar uma proposta com status "Cancelada".'],
    [S.Recusada, 'resubmit', 'Não é possível reenviar uma proposta com status "Recusada".'],
    [S.Rejeitada, 'edit', 'Não é possível editar uma proposta com status "Rejeitada".'],
    [S.EmAnalise, 'edit', 'Não é possível editar uma proposta com status "Em análise".'],
    [
      S.EmAnalise,
      'submit',
      'Não é possível enviar para análise uma proposta com status "Em análise".',
    ],
    [S.Cotacao, 'approve', 'Não é possível aprovar uma proposta com status "Cotação".'],
    [
      S.Cotacao,
      'requestAdjustment',
      'Não é possível solicitar ajuste em uma proposta com status "Cotação".',
    ],
    [
      S.AguardandoCorretor,
      'refuse',
      'Não é possível recusar uma proposta com status "Aguardando Corretor".',
    ],
    [
      S.Emitida,
      'riskChange',
      'Não é possível alterar os dados de risco de uma proposta com status "Emitida".',
    ],
    [S.EmAnalise, 'issue', 'Não é possível emitir uma proposta com status "Em análise".'],
    [
      S.AguardandoPagamento,
      'awaitPayment',
      'Não é possível gerar o boleto de uma proposta com status "Aguardando Pagamento de Boleto".',
    ],
    [
      S.AguardandoEmissao,
      'reprocess',
      'Não é possível reprocessar as validações automáticas de uma proposta com status "Aguardando Emissão".',
    ],
    [S.Cotacao, 'reject', 'Não é possível rejeitar uma proposta com status "Cotação".'],
    [
      S.AguardandoEmissao,
      'refer',
      'Não é possível encaminhar para análise da seguradora uma proposta com status "Aguardando Emissão".',
    ],
    [42, 'submit', 'Não é possível enviar para análise uma proposta com status "42".'],
  ])('status %i --%s--> refused', (from, action, reason) => {
    expect(transition(from, action)).toEqual({ ok: false, reason });
  });
});

describe('editing', () => {
  it('is allowed only in Cotação and Aguardando Corretor', () => {
    expect(Object.values(S).filter(canEdit)).toEqual([S.Cotacao, S.AguardandoCorretor]);
  });
});

describe('texts some actions require', () => {
  it('cancelling needs a justification and requesting an adjustment an observation', () => {
    expect(requiresText('cancel')).toBe(true);
    expect(requiresText('requestAdjustment')).toBe(true);
    expect(requiresText('submit')).toBe(false);
    expect(actionTextProblems('cancel', '   ')).toEqual([CANCEL_JUSTIFICATION_REQUIRED]);
    expect(actionTextProblems('cancel', null)).toEqual([
      'Justificativa: informe o motivo do cancelamento da proposta.',
    ]);
    expect(actionTextProblems('cancel', 'Cliente desistiu da licitação.')).toEqual([]);
    expect(actionTextProblems('requestAdjustment', '')).toEqual([ADJUSTMENT_OBSERVATION_REQUIRED]);
    expect(
      actionTextProblems('requestAdjustment', 'x'.repeat(PROPOSAL_TEXT_MAX_LENGTH + 1)),
    ).toEqual([ADJUSTMENT_OBSERVATION_TOO_LONG]);
    expect(actionTextProblems('requestAdjustment', 'x'.repeat(PROPOSAL_TEXT_MAX_LENGTH))).toEqual(
      [],
    );
    expect(actionTextProblems('submit', '')).toEqual([]);
  });
});
