import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposalDetail } from '../../domain/contracts/proposals';
import { maskDocument } from '../../domain/cpfCnpj';
import { formatBRL, formatDate, formatNumberPtBR } from '../../domain/format';
import { placeLine, streetLine } from '../../src/components/parties';
import { Datum } from '../../src/components';
import { DetailCard } from './DetailCard';
import { LegalDeadline } from './LegalDeadline';
import { ProposalStatusChip } from './ProposalStatusChip';

const dash = (text: string | null | undefined) => text || '—';
const percent = (value: string | null) =>
  value ? `${formatNumberPtBR(value, { minFractionDigits: 2, maxFractionDigits: 4 })} %` : '—';

/** The proposal card: number, status, parties, modality, term, IS, premium, commission, instalments. */
export const ProposalDataCard = ({ proposal }: { proposal: ProposalDetail }) => {
  const translate = useTranslate();
  const label = (name: string) => translate(`resources.propostas.fields.${name}`);
  const party = (name: string, document: string | null | undefined) =>
    document ? `${name} · ${maskDocument(document)}` : name;
  const term = (start: string | null, end: string | null, days: number | null) =>
    start || end
      ? translate(`resources.propostas.show.${days === null ? 'termNoDays' : 'term'}`, {
          start: dash(formatDate(start)),
          end: dash(formatDate(end)),
          smart_count: days ?? 0,
        })
      : '—';
  const location = proposal.InsuredLocation;
  const instalments = proposal.NumberOfInstallment
    ? translate('resources.propostas.show.instalments', {
        smart_count: proposal.NumberOfInstallment,
      })
    : '—';

  return (
    <DetailCard title={translate('resources.propostas.show.cardProposal')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        <Datum label={label('Number')}>{proposal.Number}</Datum>
        <Datum label={label('StatusId')}>
          <ProposalStatusChip statusId={proposal.StatusId} statusName={proposal.StatusName} />
        </Datum>
        <Datum label={label('BrokerName')}>
          {proposal.BrokerName}
          {proposal.CoBrokers.length > 0 &&
            ` · ${translate('resources.propostas.show.coBrokers', {
              names: proposal.CoBrokers.map(
                (coBroker) => `${coBroker.Name} (${percent(coBroker.CommissionSharePercentage)})`,
              ).join(', '),
            })}`}
        </Datum>
        <Datum label={label('PolicyHolderName')}>
          {party(proposal.PolicyHolder.Name, proposal.PolicyHolder.CpfCnpj)}
          {proposal.PolicyHolderBranch &&
            ` · ${translate('resources.propostas.show.branch', {
              cnpj: maskDocument(proposal.PolicyHolderBranch.Cnpj),
            })}`}
        </Datum>
        <Datum label={label('InsuredName')}>
          {proposal.Insured ? party(proposal.Insured.Name, proposal.Insured.CpfCnpj) : '—'}
          {location &&
            ` · ${streetLine(location, translate('aval.parties.locations.noNumber'))} - ${placeLine(location)}`}
        </Datum>
        <Datum label={label('Beneficiaries')}>
          {proposal.Beneficiaries.length
            ? proposal.Beneficiaries.map((beneficiary) =>
                party(beneficiary.Name, beneficiary.CpfCnpj),
              ).join('; ')
            : '—'}
        </Datum>
        <Datum label={label('ModalityName')}>
          {proposal.Modality
            ? `${proposal.Modality.GroupName} · ${proposal.Modality.Name}`
            : dash(proposal.ModalityName)}
        </Datum>
        <Datum label={label('Term')}>
          {term(proposal.StartDate, proposal.EndDate, proposal.DeadlineDays)}
        </Datum>
        <Datum label={label('InsuredAmountValue')}>
          {dash(formatBRL(proposal.InsuredAmountValue))}
        </Datum>
        {proposal.ComplementaryModality && (
          <>
            <Datum label={label('ComplementaryModality')}>
              {proposal.ComplementaryModality.Name}
            </Datum>
            <Datum label={label('ComplementaryTerm')}>
              {term(
                proposal.ComplementaryStartDate,
                proposal.ComplementaryEndDate,
                proposal.ComplementaryDeadlineDays,
              )}
            </Datum>
            <Datum label={label('ComplementaryInsuredAmountValue')}>
              {dash(formatBRL(proposal.ComplementaryInsuredAmountValue))}
            </Datum>
          </>
        )}
        <Datum label={label('RiskRate')}>{percent(proposal.RiskRate)}</Datum>
        <Datum label={label('InsurancePremium')}>
          {dash(formatBRL(proposal.InsurancePremium))}
        </Datum>
        <Datum label={label('Commission')}>
          {proposal.ComissionValue
            ? `${formatBRL(proposal.ComissionValue)} (${percent(proposal.ComissionPercentage)})`
            : '—'}
        </Datum>
        <Datum label={label('NumberOfInstallment')}>
          {instalments}
          {proposal.GracePeriod !== null &&
            ` · ${translate('resources.propostas.show.grace', { smart_count: proposal.GracePeriod })}`}
        </Datum>
        <Datum label={label('SubmittedAt')}>{dash(formatDate(proposal.SubmittedAt))}</Datum>
        <Datum label={label('LegalDeadline')}>
          <LegalDeadline proposal={proposal} />
        </Datum>
        {proposal.CancelJustification && (
          <Datum label={label('CancelJustification')}>{proposal.CancelJustification}</Datum>
        )}
      </Box>
    </DetailCard>
  );
};
