import { Box, Stack } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { type CancellationMethod, cancellationMethodLabels } from '../../domain/cancellationRefund';
import { maskDocument } from '../../domain/cpfCnpj';
import { amountInWords, formatBRL, formatDate, formatDateTime } from '../../domain/format';
import { PolicyStatus } from '../../domain/policyStatus';
import { DataList, Datum } from '../../src/components';
import { DetailCard } from '../propostas/DetailCard';
import type { PolicyRecord } from './policyRecord';
import { PolicyStatusChip } from './PolicyStatusChip';

const orDash = (text: string | null | undefined) => text || '—';

/**
 * "Resumo": the policy as issued — number, status, modality, the parties, IS in figures and
 * words, premium and instalments, term, the three flags, general conditions, who issued it and
 * when, renewal and anniversary dates, and the cancellation when cancelled.
 */
export const PolicySummaryCard = ({ policy }: { policy: PolicyRecord }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.apolices.fields.${name}`);
  const t = (key: string, options?: object) => translate(`resources.apolices.show.${key}`, options);
  const yesNo = (value: boolean) =>
    translate(value ? 'resources.apolices.filters.yes' : 'resources.apolices.filters.no');
  const cancelled = policy.StatusId === PolicyStatus.Cancelada;

  return (
    <Stack spacing={2}>
      <DetailCard title={t('summary')}>
        <DataList>
          <Datum label={field('PolicyNumber')}>{policy.PolicyNumber}</Datum>
          <Datum label={field('StatusId')}>
            <PolicyStatusChip statusId={policy.StatusId} statusName={policy.StatusName} />
          </Datum>
          <Datum label={field('ModalityName')}>{policy.ModalityName}</Datum>
          <Datum label={field('PolicyHolderName')}>
            <Link to={`/tomador/${policy.PolicyHolderUniqueId}`}>{policy.PolicyHolderName}</Link>
            {` · ${maskDocument(policy.PolicyHolderDocument)}`}
          </Datum>
          <Datum label={field('InsuredName')}>
            <Link to={`/segurado/${policy.InsuredUniqueId}`}>{policy.InsuredName}</Link>
            {` · ${maskDocument(policy.InsuredDocument)}`}
          </Datum>
          <Datum label={field('BrokerName')}>
            {`${policy.BrokerName} · ${maskDocument(policy.BrokerDocument)}`}
          </Datum>
          <Datum label={field('InsuredAmountValue')}>
            {formatBRL(policy.InsuredAmountValue)}
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {`(${amountInWords(policy.InsuredAmountValue)})`}
            </Box>
          </Datum>
          <Datum label={field('InsurancePremium')}>
            {formatBRL(policy.InsurancePremium)}
            {policy.PremiumReceivable && (
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('premiumReceivable')}
              </Box>
            )}
          </Datum>
          <Datum label={field('NumberOfInstallment')}>
            {t('installments', { smart_count: policy.NumberOfInstallment })}
          </Datum>
          <Datum label={field('Term')}>
            {t('term', { start: formatDate(policy.StartDate), end: formatDate(policy.EndDate) })}
          </Datum>
          <Datum label={field('EnableToSteppin')}>{yesNo(policy.EnableToSteppin)}</Datum>
          <Datum label={field('EnableToMonitoring')}>{yesNo(policy.EnableToMonitoring)}</Datum>
          <Datum label={field('EnableToBigRisk')}>{yesNo(policy.EnableToBigRisk)}</Datum>
          <Datum label={field('GeneralConditionsProcessNumber')}>
            {orDash(policy.GeneralConditionsProcessNumber)}
          </Datum>
          <Datum label={field('IssuedAt')}>
            {policy.IssuedByName
              ? t('issuedBy', { at: formatDateTime(policy.IssuedAt), name: policy.IssuedByName })
              : formatDateTime(policy.IssuedAt)}
          </Datum>
        </DataList>
      </DetailCard>
      <DetailCard title={t('renewal')}>
        <DataList>
          <Datum label={field('RenewalBlocked')}>{yesNo(policy.RenewalBlocked)}</Datum>
          <Datum label={field('RenewalCount')}>{String(policy.RenewalCount)}</Datum>
          <Datum label={field('RenewalOpensOn')}>
            {policy.RenewalOpensOn ? formatDate(policy.RenewalOpensOn) : '—'}
          </Datum>
          <Datum label={field('AnniversaryDates')}>
            {policy.AnniversaryDates.length > 0
              ? policy.AnniversaryDates.map(formatDate).join(', ')
              : t('noAnniversary')}
          </Datum>
        </DataList>
      </DetailCard>
      {cancelled && (
        <DetailCard title={t('cancellation')}>
          <DataList>
            <Datum label={field('CancelledAt')}>{orDash(formatDate(policy.CancelledAt))}</Datum>
            <Datum label={field('CancellationMethod')}>
              {/* the gateway answers the method's code (PRO_RATA); the screen shows its name */}
              {orDash(
                cancellationMethodLabels[policy.CancellationMethod as CancellationMethod] ??
                  policy.CancellationMethod,
              )}
            </Datum>
            <Datum label={field('RefundValue')}>
              {policy.RefundValue === null ? '—' : formatBRL(policy.RefundValue)}
            </Datum>
            <Datum label={field('CancelReason')}>{orDash(policy.CancelReason)}</Datum>
          </DataList>
        </DetailCard>
      )}
    </Stack>
  );
};
