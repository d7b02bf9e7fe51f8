import type { TranslateFunction } from 'react-admin';
import type { PolicySummary } from '../../domain/contracts/policies';
import { policyStatusLabel } from '../../domain/policyStatus';
import type { CsvColumn } from '../../src/export';

type Policy = PolicySummary & { id: string };

/** The policy list's CSV: the columns of the screen, documents masked, values and dates pt-BR. */
export const policyExportColumns = (translate: TranslateFunction): CsvColumn<Policy>[] => {
  const field = (name: string) => translate(`resources.apolices.fields.${name}`);
  return [
    { header: field('PolicyNumber'), value: (policy) => policy.PolicyNumber },
    {
      header: field('StatusId'),
      value: (policy) => policy.StatusName || policyStatusLabel(policy.StatusId),
    },
    { header: field('PolicyHolderName'), value: (policy) => policy.PolicyHolderName },
    {
      header: field('PolicyHolderDocument'),
      value: (policy) => policy.PolicyHolderDocument,
      kind: 'document',
    },
    { header: field('InsuredName'), value: (policy) => policy.InsuredName },
    {
      header: field('InsuredDocument'),
      value: (policy) => policy.InsuredDocument,
      kind: 'document',
    },
    { header: field('ModalityName'), value: (policy) => policy.ModalityName },
    { header: field('BrokerName'), value: (policy) => policy.BrokerName },
    { header: field('StartDate'), value: (policy) => policy.StartDate, kind: 'date' },
    { header: field('EndDate'), value: (policy) => policy.EndDate, kind: 'date' },
    {
      header: field('InsuredAmountValue'),
      value: (policy) => policy.InsuredAmountValue,
      kind: 'money',
    },
    {
      header: field('InsurancePremium'),
      value: (policy) => policy.InsurancePremium,
      kind: 'money',
    },
    { header: field('IssuedAt'), value: (policy) => policy.IssuedAt, kind: 'date' },
  ];
};
