import CloseIcon from '@mui/icons-material/Close';
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import type { CnabReturnLine, CnabReturnResult } from '../../../domain/contracts/finance';
import { formatBRL, formatDate, formatDateTime } from '../../../domain/format';
import {
  settlementOutcomeColors,
  settlementOutcomeLabels,
} from '../../../domain/settlementOutcomes';
import { policyPath } from '../../../resources/apolices/paths';
import { CNAB_RETURN_FILES_RESOURCE } from '../../../resources/financeiro/financeiroDataProvider';
import { StatusChip } from '../../components';
import { RecordLink, RowsTable } from '../../components/lists';

type LineRow = CnabReturnLine & { id: number };
const Col = DataTable.Col<LineRow>;

const Counter = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Box
    data-testid={testId}
    sx={{ px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 140 }}
  >
    <Typography variant="h6" component="p">
      {value}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </Box>
);

/**
 * The policy the line's settlement issued, linked to its screen. A file processed before the
 * answer carried PolicyUniqueId shows the number only.
 */
const IssuedPolicy = ({ line }: { line: CnabReturnLine }) => {
  if (!line.PolicyNumber) return null;
  if (!line.PolicyUniqueId) return <>{line.PolicyNumber}</>;
  return (
    <RecordLink to={policyPath({ UniqueId: line.PolicyUniqueId })}>{line.PolicyNumber}</RecordLink>
  );
};

/** What a CNAB return file did: the counters and one row per title of the file. */
export const CnabReturnResultView = ({
  result,
  onClose,
}: {
  result: CnabReturnResult;
  onClose?: () => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`aval.finance.result.${key}`, options);
  return (
    <Card variant="outlined" data-testid="cnab-return-result" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'start' }}>
          <div>
            <Typography variant="h6" component="h2">
              {t('title', { name: result.FileName })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('header', {
                bank: `${result.BankCode} ${result.BankName}`.trim(),
                sequence: result.FileSequence,
                processedAt: formatDateTime(result.ProcessedAt),
              })}
            </Typography>
          </div>
          {onClose && (
            <Tooltip title={t('close')}>
              <IconButton aria-label={t('close')} onClick={onClose}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', my: 2 }}>
          <Counter testId="counter-settled" label={t('settled')} value={result.Settled} />
          <Counter
            testId="counter-already-settled"
            label={t('alreadySettled')}
            value={result.AlreadySettled}
          />
          <Counter testId="counter-rejected" label={t('rejected')} value={result.Rejected} />
          <Counter testId="counter-ignored" label={t('ignored')} value={result.Ignored} />
        </Stack>
        {result.Lines.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <RowsTable<LineRow>
              resource={CNAB_RETURN_FILES_RESOURCE}
              // the lines' columns, not the processed files list's
              storeKey="financeiro-retorno-cnab.lines"
              rows={result.Lines.map((line) => ({ ...line, id: line.LineNumber }))}
              sort={{ field: 'LineNumber', order: 'ASC' }}
              aria-label={t('title', { name: result.FileName })}
            >
              <Col source="LineNumber" label={t('line')} align="right" />
              <Col source="OurNumber" label={t('ourNumber')} />
              <Col
                source="Amount"
                label={t('amount')}
                align="right"
                render={(line) => (line.Amount == null ? '' : formatBRL(line.Amount))}
              />
              <Col source="PaidAt" label={t('paidAt')} render={(line) => formatDate(line.PaidAt)} />
              <Col
                source="Outcome"
                label={t('outcome')}
                render={(line) => (
                  <StatusChip
                    label={settlementOutcomeLabels[line.Outcome]}
                    color={settlementOutcomeColors[line.Outcome]}
                  />
                )}
              />
              <Col source="Message" label={t('message')} disableSort />
              <Col
                source="PolicyNumber"
                label={t('policy')}
                disableSort
                render={(line) => <IssuedPolicy line={line} />}
              />
            </RowsTable>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
