import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider, useTranslate } from 'react-admin';
import type { PolicyHistoryEntry } from '../../domain/contracts/policies';
import { formatDateTime } from '../../domain/format';
import { RowsTable } from '../../src/components/lists';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { DetailCard } from '../propostas/DetailCard';

type Entry = PolicyHistoryEntry & { id: number };
const Col = DataTable.Col<Entry>;

/** "Histórico": who did what to the policy and when (GetHistory), newest first. */
export const PolicyHistoryCard = ({ policyUniqueId }: { policyUniqueId: string }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.apolices.history.${key}`);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const history = useQuery({
    queryKey: ['apolices', 'getPolicyHistory', policyUniqueId],
    queryFn: async () =>
      (await dataProvider.getPolicyHistory(policyUniqueId)).map((entry) => ({
        ...entry,
        id: entry.Id,
      })),
  });
  return (
    <DetailCard title={t('title')}>
      {history.isError ? (
        <Alert severity="error">{gatewayMessages(history.error).join(' ')}</Alert>
      ) : (
        <RowsTable
          resource="apolices"
          rows={history.data}
          isPending={history.isPending}
          sort={{ field: 'ChangedAt', order: 'DESC' }}
          aria-label={t('title')}
          empty={<Alert severity="info">{t('empty')}</Alert>}
        >
          <Col
            source="ChangedAt"
            label={t('ChangedAt')}
            render={(entry) => formatDateTime(entry.ChangedAt)}
          />
          <Col source="ChangedByName" label={t('ChangedByName')} />
          <Col source="Description" label={t('Description')} disableSort />
        </RowsTable>
      )}
    </DetailCard>
  );
};
