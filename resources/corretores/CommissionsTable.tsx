import { TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatPercent } from '../../domain/format';
import { QueryTable } from '../../src/components';
import { useDataProvider } from 'react-admin';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';

/** Comissões: the broker's commission and its maximum per modality group. */
export const CommissionsTable = ({ brokerId }: { brokerId: number }) => {
  const { getBrokerCommissions } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const commissions = useQuery({
    queryKey: ['corretores', 'commissions', brokerId],
    queryFn: () => getBrokerCommissions(brokerId),
  });
  return (
    <QueryTable
      label={t('tabs.commissions')}
      query={commissions}
      emptyText={t('commissions.empty')}
      head={
        <>
          <TableCell>{t('commissions.group')}</TableCell>
          <TableCell align="right">{t('commissions.percentage')}</TableCell>
          <TableCell align="right">{t('commissions.max')}</TableCell>
        </>
      }
      renderRow={(row) => (
        <TableRow key={row.ModalityGroupName}>
          <TableCell>{row.ModalityGroupName}</TableCell>
          <TableCell align="right">{formatPercent(row.CommissionPercentage)}</TableCell>
          <TableCell align="right">{formatPercent(row.MaxCommissionPercentage)}</TableCell>
        </TableRow>
      )}
    />
  );
};
