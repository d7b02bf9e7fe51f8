import { describe, expect, it } from 'vitest';
import {
  adjustInsuredAmount,
  adjustmentLabel,
  DEFAULT_INDEX_RATES,
  holderRestrictions,
  renewalRoute,
  scaleByInsuredAmount,
} from '../../../domain/renewalAdjustment';

const rates = { IPCA: '4.6800', IGPM: '-1.2500', INPC: '4.1234' };

describe('renewal adjustment', () => {
  it('keeps the amount without an index and applies the 12-month rate of the others', () => {
    expect(adjustInsuredAmount('100000.00', 'NENHUM', rates)).toBe('100000.00');
    expect(adjustInsuredAmount('100000.00', 'IPCA', rates)).toBe('104680.00');
    expect(adjustInsuredAmount('100000.00', 'IGPM', rates)).toBe('98750.00');
    // 12345.67 × 1.041234 = 12854.7345… → centavos half-up
    expect(adjustInsuredAmount('12345.67', 'INPC', rates)).toBe('12854.73');
    expect(adjustInsuredAmount('0.05', 'IPCA', { ...rates, IPCA: '10' })).toBe('0.06');
  });

  it('uses the documented defaults when the tenant recorded no rate', () => {
    expect(DEFAULT_INDEX_RATES).toEqual({ IPCA: '4.5000', IGPM: '4.5000', INPC: '4.5000' });
    expect(adjustInsuredAmount('1000.00', 'IGPM')).toBe('1045.00');
  });

  it('scales a premium with the insured amount, in decimals', () => {
    expect(scaleByInsuredAmount('1234.56', '100000.00', '104680.00')).toBe('1292.34');
    expect(scaleByInsuredAmount('0.10', '3', '1')).toBe('0.03');
    expect(scaleByInsuredAmount('50.00', '0', '10')).toBe('50.00');
  });

  it('names the index in pt-BR', () => {
    expect(adjustmentLabel('NENHUM')).toBe('sem atualização por índice');
    expect(adjustmentLabel('IGPM', rates)).toBe('atualizada pelo IGP-M (-1,25 % em 12 meses)');
  });

  it('lists the holder’s pending issues, counting the renewed policy’s amount as released', () => {
    const holder = {
      isActive: true,
      isBlocked: false,
      isRestrictiveBlocked: false,
      limitValue: '200000.00',
      limitUsedValue: '200000.00',
    };
    const amounts = { oldInsuredAmount: '100000.00', newInsuredAmount: '100000.00' };
    expect(holderRestrictions(holder, amounts)).toEqual([]);
    expect(holderRestrictions(holder, { ...amounts, newInsuredAmount: '104680.00' })[0]).toContain(
      'não cobre',
    );
    expect(holderRestrictions({ ...holder, isBlocked: true, limitValue: null }, amounts)).toEqual([
      'O tomador está bloqueado.',
      'O tomador não tem limite calculado.',
    ]);
  });

  it('routes a renewal: direct when automatic and unchanged, else to an analyst', () => {
    const base = {
      automaticRenewal: true,
      autoIssueWhenUnchanged: true,
      blockOnHolderRestrictions: true,
      restrictions: [],
      changes: [],
    };
    expect(renewalRoute(base)).toEqual({ route: 'emissao', issue: true, reasons: [] });
    expect(renewalRoute({ ...base, autoIssueWhenUnchanged: false })).toEqual({
      route: 'emissao',
      issue: false,
      reasons: [],
    });
    expect(renewalRoute({ ...base, automaticRenewal: false }).route).toBe('analise');
    expect(renewalRoute({ ...base, changes: ['A taxa mudou.'] })).toMatchObject({
      route: 'analise',
      issue: false,
      reasons: ['A taxa mudou.'],
    });
    expect(renewalRoute({ ...base, restrictions: ['O tomador está bloqueado.'] }).route).toBe(
      'analise',
    );
    expect(
      renewalRoute({
        ...base,
        blockOnHolderRestrictions: false,
        restrictions: ['O tomador está bloqueado.'],
      }).route,
    ).toBe('emissao');
  });
});
