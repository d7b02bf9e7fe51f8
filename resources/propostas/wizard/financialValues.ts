import type { FinancialDataInput, ProposalDetail } from '../../../domain/contracts/proposals';
import { formatNumberPtBR } from '../../../domain/format';
import { type CoBrokerValue, coBrokerValuesOf } from './CoBrokersInput';
import type { ProposalRecord } from './useProposalDraft';

/** The financial step's form: the pricing choices, the staff's rate and the co-brokers. */
export interface FinancialValues {
  CalculatePerComissionPercentage: boolean;
  ComissionPercentage: string | null;
  ComissionValue: string | null;
  NumberOfInstallment: number | null;
  GracePeriod: number | null;
  /** Percent a year as typed (pt-BR); only insurer staff see the input. */
  RiskRate: string;
  CoBrokers: CoBrokerValue[];
}

export const FINANCIAL_FIELDS = [
  'RiskRate',
  'ComissionPercentage',
  'ComissionValue',
  'NumberOfInstallment',
  'GracePeriod',
] as const;

/** A rate or percentage as the input shows it: `1,2` for "1.2000" (empty when none). */
const rateText = (rate: string | null) =>
  formatNumberPtBR(rate, { minFractionDigits: 0, maxFractionDigits: 4 });

export const valuesOf = (proposal: ProposalRecord): FinancialValues => ({
  CalculatePerComissionPercentage: proposal.CalculatePerComissionPercentage,
  ComissionPercentage: rateText(proposal.ComissionPercentage) || null,
  ComissionValue: proposal.ComissionValue,
  NumberOfInstallment: proposal.NumberOfInstallment,
  GracePeriod: proposal.GracePeriod,
  RiskRate: rateText(proposal.RiskRate),
  CoBrokers: coBrokerValuesOf(proposal),
});

export const financialInput = (
  proposal: Pick<ProposalDetail, 'UniqueId' | 'Version' | 'RiskRate'>,
  values: Omit<FinancialValues, 'CoBrokers'>,
): FinancialDataInput => {
  const rate = values.RiskRate?.trim();
  return {
    ProposalUniqueId: proposal.UniqueId,
    Version: proposal.Version,
    CalculatePerComissionPercentage: values.CalculatePerComissionPercentage,
    // the one that drives the commission; the other follows from it
    ...(values.CalculatePerComissionPercentage
      ? { ComissionPercentage: values.ComissionPercentage?.trim() || null }
      : { ComissionValue: values.ComissionValue || null }),
    NumberOfInstallment: values.NumberOfInstallment || null,
    GracePeriod: values.GracePeriod ?? null,
    // only a rate the insurer changed: the saved one (or the starting one) stays otherwise
    ...(rate && rate !== rateText(proposal.RiskRate) ? { RiskRate: rate } : {}),
  };
};
