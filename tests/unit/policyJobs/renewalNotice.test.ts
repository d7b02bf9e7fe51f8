import { describe, expect, it } from 'vitest';
import { DEFAULT_RENEWAL_SETTINGS, effectiveRenewal } from '../../../domain/renewal';
import { DEFAULT_INDEX_RATES } from '../../../domain/renewalAdjustment';
import {
  type NoticePolicy,
  renewalNoticeMail,
  renewalOutlook,
} from '../../../server/modules/policy-jobs/notices';

const policy: NoticePolicy = {
  number: '0775.2026.0000001-3',
  brokerName: 'Corretora Exemplo',
  holderName: 'Construtora Horizonte Ltda',
  holderDocument: '11222333000181',
  insuredName: 'Prefeitura de Campinas',
  modalityName: 'Executante / Construtor',
  endDate: '2027-03-31',
  insuredAmountValue: '150000.00',
  renewalBlocked: false,
  renewalCount: 0,
  renewalProposal: null,
};
const settings = { ...DEFAULT_RENEWAL_SETTINGS, RenewalEnabled: true, DaysBeforeExpiry: 30 };
const rule = {
  AutomaticRenewal: true,
  DaysBeforeExpiry: null,
  MaxRenewals: 2,
  AdjustmentIndex: 'IPCA' as const,
};

describe('renewal notice', () => {
  it('says what will happen to the policy', () => {
    const automatic = effectiveRenewal({ ...settings, AutoIssueWhenUnchanged: true }, rule);
    expect(renewalOutlook(policy, automatic, DEFAULT_INDEX_RATES, '2027-02-15')).toBe(
      'A proposta de renovação será aberta em 01/03/2027, com a importância segurada atualizada pelo IPCA (4,5 % em 12 meses), e a nova apólice será emitida automaticamente se nada mudar na apólice e no tomador; havendo mudança, a renovação passará por análise da seguradora.',
    );
    const byAnalyst = effectiveRenewal(settings, null);
    expect(renewalOutlook(policy, byAnalyst, DEFAULT_INDEX_RATES, '2027-03-10')).toContain(
      'passará por análise da seguradora antes da emissão',
    );
    expect(
      renewalOutlook(
        { ...policy, renewalBlocked: true },
        automatic,
        DEFAULT_INDEX_RATES,
        '2027-03-10',
      ),
    ).toContain('não será renovada');
    expect(
      renewalOutlook({ ...policy, renewalCount: 2 }, automatic, DEFAULT_INDEX_RATES, '2027-03-10'),
    ).toContain('o máximo permitido na modalidade');
    expect(
      renewalOutlook(
        { ...policy, renewalProposal: { number: 812, status: 2 } },
        automatic,
        DEFAULT_INDEX_RATES,
        '2027-03-10',
      ),
    ).toBe('A proposta de renovação nº 812 já foi aberta e está em "Em análise".');
  });

  it('writes the broker’s e-mail in pt-BR with the policy, the holder and the end date', () => {
    const mail = renewalNoticeMail(policy, 'A renovação passará por análise.');
    expect(mail.subject).toBe('Apólice 0775.2026.0000001-3 vence em 31/03/2027');
    expect(mail.text).toContain('Tomador: Construtora Horizonte Ltda (11.222.333/0001-81)');
    expect(mail.text).toContain('Importância segurada: R$ 150.000,00');
    expect(mail.text).toContain('O que acontecerá: A renovação passará por análise.');
  });
});
