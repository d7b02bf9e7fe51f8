import {
  Box,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { CnabReturnLine, CnabReturnResult } from '../../../domain/contracts/finance';
import { formatBRL, formatDate, formatDateTime } from '../../../domain/format';
import {
  settlementOutcomeColors,
  settlementOutcomeLabels,
} from '../../../domain/settlementOutcomes';
import { StatusChip } from '../../components';

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
 * The policy the line's settlement issued. The return line carries only the policy's number
 * (no UniqueId), and /apolice/… is reached by UniqueId, so the number is shown as text.
 */
const IssuedPolicy = ({ line }: { line: CnabReturnLine }) => <>{line.PolicyNumber ?? ''}</>;

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
            <Table size="small" aria-label={t('title', { name: result.FileName })}>
              <TableHead>
                <TableRow>
                  <TableCell align="right">{t('line')}</TableCell>
                  <TableCell>{t('ourNumber')}</TableCell>
                  <TableCell align="right">{t('amount')}</TableCell>
                  <TableCell>{t('paidAt')}</TableCell>
                  <TableCell>{t('outcome')}</TableCell>
                  <TableCell>{t('message')}</TableCell>
                  <TableCell>{t('policy')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {result.Lines.map((line) => (
                  <TableRow key={line.LineNumber} data-testid={`cnab-line-${line.LineNumber}`}>
                    <TableCell align="right">{line.LineNumber}</TableCell>
                    <TableCell>{line.OurNumber}</TableCell>
                    <TableCell align="right">
                      {line.Amount == null ? '' : formatBRL(line.Amount)}
                    </TableCell>
                    <TableCell>{formatDate(line.PaidAt)}</TableCell>
                    <TableCell>
                      <StatusChip
                        label={settlementOutcomeLabels[line.Outcome]}
                        color={settlementOutcomeColors[line.Outcome]}
                      />
                    </TableCell>
                    <TableCell>{line.Message}</TableCell>
                    <TableCell>
                      <IssuedPolicy line={line} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
