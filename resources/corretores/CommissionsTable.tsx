import {
  Alert,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPercent } from '../../domain/format';
import { gatewayMessages } from '../../src/components/parties';
import { getBrokerCommissions } from './brokersApi';
import { useBrokerText } from './useBrokerText';

/** Comissões: the broker's commission and its maximum per modality group. */
export const CommissionsTable = ({ brokerId }: { brokerId: number }) => {
  const t = useBrokerText();
  const commissions = useQuery({
    queryKey: ['corretores', 'commissions', brokerId],
    queryFn: () => getBrokerCommissions(brokerId),
  });
  if (commissions.isPending) return <CircularProgress aria-label={t('tabs.commissions')} />;
  if (commissions.isError) {
    return <Alert severity="error">{gatewayMessages(commissions.error).join(' ')}</Alert>;
  }
  if (commissions.data.length === 0) {
    return <Alert severity="info">{t('commissions.empty')}</Alert>;
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t('tabs.commissions')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('commissions.group')}</TableCell>
            <TableCell align="right">{t('commissions.percentage')}</TableCell>
            <TableCell align="right">{t('commissions.max')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {commissions.data.map((row) => (
            <TableRow key={row.ModalityGroupName}>
              <TableCell>{row.ModalityGroupName}</TableCell>
              <TableCell align="right">{formatPercent(row.CommissionPercentage)}</TableCell>
              <TableCell align="right">{formatPercent(row.MaxCommissionPercentage)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
