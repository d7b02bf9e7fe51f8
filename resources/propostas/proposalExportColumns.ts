import type { TranslateFunction } from 'react-admin';
import type { ProposalSummary } from '../../domain/contracts/proposals';
import { proposalStatusLabel } from '../../domain/proposalStatus';
import type { CsvColumn } from '../../src/export';
import type { ProposalView } from './paths';

type Proposal = ProposalSummary & { id: string };

/** The proposal list's CSV: the columns on screen, the insurer's with the legal deadline. */
export const proposalExportColumns = (
  translate: TranslateFunction,
  view: ProposalView,
): CsvColumn<Proposal>[] => {
  const field = (name: string) => translate(`resources.propostas.fields.${name}`);
  return [
    { header: field('Number'), value: (proposal) => proposal.Number },
    {
      header: field('StatusId'),
      value: (proposal) => proposal.StatusName || proposalStatusLabel(proposal.StatusId),
    },
    { header: field('PolicyHolderName'), value: (proposal) => proposal.PolicyHolderName },
    {
      header: field('PolicyHolderCpfCnpj'),
      value: (proposal) => proposal.PolicyHolderCpfCnpj,
      kind: 'document',
    },
    { header: field('InsuredName'), value: (proposal) => proposal.InsuredName },
    {
      header: field('InsuredCpfCnpj'),
      value: (proposal) => proposal.InsuredCpfCnpj,
      kind: 'document',
    },
    { header: field('ModalityName'), value: (proposal) => proposal.ModalityName },
    ...(view === 'insurer'
      ? [{ header: field('BrokerName'), value: (proposal: Proposal) => proposal.BrokerName }]
      : []),
    { header: field('StartDate'), value: (proposal) => proposal.StartDate, kind: 'date' },
    { header: field('EndDate'), value: (proposal) => proposal.EndDate, kind: 'date' },
    {
      header: field('InsuredAmountValue'),
      value: (proposal) => proposal.InsuredAmountValue,
      kind: 'money',
    },
    {
      header: field('InsurancePremium'),
      value: (proposal) => proposal.InsurancePremium,
      kind: 'money',
    },
    ...(view === 'insurer'
      ? [
          {
            header: field('LegalDeadline'),
            value: (proposal: Proposal) => proposal.LegalDeadline,
            kind: 'date' as const,
          },
        ]
      : []),
    { header: field('CreatedAt'), value: (proposal) => proposal.CreatedAt, kind: 'datetime' },
  ];
};
