import { describe, expect, it } from 'vitest';
import { PolicyStatus } from '../../domain/policyStatus';
import {
  allowedPolicyActions,
  isTerminalPolicyStatus,
  type PolicyAction,
  POLICY_ALREADY_CANCELLED,
  policyTransition,
} from '../../domain/policyTransitions';

const S = PolicyStatus;
const actions: PolicyAction[] = ['issue', 'reject', 'cancel', 'expire', 'renewalBlock'];

/** The table written out again on its own, so a change to the machine shows up here. */
const allowed: [number, PolicyAction, number][] = [
  [S.AguardandoEmissao, 'issue', S.Emitida],
  [S.AguardandoEmissao, 'reject', S.Rejeitada],
  [S.AguardandoEmissao, 'renewalBlock', S.AguardandoEmissao],
  [S.Emitida, 'cancel', S.Cancelada],
  [S.Emitida, 'expire', S.Vencida],
  [S.Emitida, 'renewalBlock', S.Emitida],
];

describe('the policy status machine', () => {
  it('allows exactly the pairs of the table, to the table status', () => {
    for (const status of Object.values(S)) {
      for (const action of actions) {
        const expected = allowed.find(([from, a]) => from === status && a === action);
        const outcome = policyTransition(status, action);
        if (expected) expect(outcome, `${status} ${action}`).toEqual({ ok: true, to: expected[2] });
        else expect(outcome.ok, `${status} ${action}`).toBe(false);
      }
    }
  });

  it('names the status in the refusal, and a second cancel says the policy is cancelled', () => {
    expect(policyTransition(S.Vencida, 'cancel')).toEqual({
      ok: false,
      reason: 'Não é possível cancelar uma apólice com status "Vencida".',
    });
    expect(policyTransition(S.Cancelada, 'cancel')).toEqual({
      ok: false,
      reason: POLICY_ALREADY_CANCELLED,
    });
    expect(policyTransition(S.AguardandoEmissao, 'cancel').ok).toBe(false);
    expect(policyTransition(99, 'issue')).toEqual({
      ok: false,
      reason: 'Não é possível emitir uma apólice com status "99".',
    });
  });

  it('has Cancelada, Vencida and Rejeitada terminal: nothing leaves them', () => {
    for (const status of [S.Cancelada, S.Vencida, S.Rejeitada]) {
      expect(isTerminalPolicyStatus(status)).toBe(true);
      expect(allowedPolicyActions(status)).toEqual([]);
    }
    expect(isTerminalPolicyStatus(S.Emitida)).toBe(false);
    expect(allowedPolicyActions(S.Emitida)).toEqual(['cancel', 'expire', 'renewalBlock']);
  });
});
