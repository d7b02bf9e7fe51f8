import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider } from 'react-admin';
import { formatPercent } from '../../domain/format';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';
import { RowsTable } from '../../src/components/lists';

/** Comissões: the broker's commission and its maximum per modality group, sortable in place. */
export const CommissionsTable = ({ brokerId }: { brokerId: number }) => {
  const { getBrokerCommissions } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const commissions = useQuery({
    queryKey: ['corretores', 'commissions', brokerId],
    queryFn: async () =>
      (await getBrokerCommissions(brokerId)).map((row) => ({ ...row, id: row.ModalityGroupName })),
  });
  if (commissions.isError) {
    return <Alert severity="error">{gatewayMessages(commissions.error).join(' ')}</Alert>;
  }
  return (
    <RowsTable
      resource="corretores"
      rows={commissions.data}
      isPending={commissions.isPending}
      sort={{ field: 'ModalityGroupName', order: 'ASC' }}
      aria-label={t('tabs.commissions')}
      empty={<Alert severity="info">{t('commissions.empty')}</Alert>}
    >
      <DataTable.Col source="ModalityGroupName" label={t('commissions.group')} />
      <DataTable.Col
        align="right"
        source="CommissionPercentage"
        label={t('commissions.percentage')}
        render={(row) => formatPercent(row.CommissionPercentage)}
      />
      <DataTable.Col
        align="right"
        source="MaxCommissionPercentage"
        label={t('commissions.max')}
        render={(row) => formatPercent(row.MaxCommissionPercentage)}
      />
    </RowsTable>
  );
};
