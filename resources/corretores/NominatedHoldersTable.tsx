import { Alert, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, useDataProvider } from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
import { RecordLink } from '../../src/components/lists';
import { gatewayMessages } from '../../src/components/parties';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';
import { RowsTable } from '../../src/components/lists';

/** Tomadores nomeados: the holders whose nomination to this broker was approved, sortable. */
export const NominatedHoldersTable = ({ brokerUniqueId }: { brokerUniqueId: string }) => {
  const { getNominatedHolders } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const holders = useQuery({
    queryKey: ['corretores', 'nominated', brokerUniqueId],
    queryFn: async () =>
      (await getNominatedHolders(brokerUniqueId)).map((holder) => ({
        ...holder,
        id: holder.UniqueId,
      })),
  });
  if (holders.isError) {
    return <Alert severity="error">{gatewayMessages(holders.error).join(' ')}</Alert>;
  }
  return (
    <RowsTable
      resource="tomadores"
      rows={holders.data}
      isPending={holders.isPending}
      sort={{ field: 'Name', order: 'ASC' }}
      aria-label={t('tabs.holders')}
      rowClick={(id) => `/tomador/${id}`}
      empty={<Alert severity="info">{t('holders.empty')}</Alert>}
    >
      <DataTable.Col
        source="Name"
        label={t('holders.name')}
        render={(holder) => <RecordLink to={`/tomador/${holder.id}`}>{holder.Name}</RecordLink>}
      />
      <DataTable.Col
        source="CpfCnpj"
        label={t('holders.document')}
        render={(holder) => maskDocument(holder.CpfCnpj)}
      />
      <DataTable.Col
        source="CityName"
        label={t('holders.city')}
        render={(holder) => [holder.CityName, holder.StateAbbreviation].filter(Boolean).join(' / ')}
      />
      <DataTable.Col
        source="IsBlocked"
        label={t('holders.situation')}
        render={(holder) =>
          holder.IsBlocked ? (
            <Chip size="small" color="error" label={t('flags.blocked')} />
          ) : (
            <Chip size="small" color="success" variant="outlined" label={t('flags.active')} />
          )
        }
      />
    </RowsTable>
  );
};
