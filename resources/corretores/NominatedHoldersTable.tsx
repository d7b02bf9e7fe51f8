import { Chip, TableCell, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider } from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
import { QueryTable } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { useBrokerText } from './useBrokerText';

/** Tomadores nomeados: the policy holders whose nomination to this broker was approved. */
export const NominatedHoldersTable = ({ brokerUniqueId }: { brokerUniqueId: string }) => {
  const { getNominatedHolders } = useDataProvider<AvalDataProvider>();
  const t = useBrokerText();
  const holders = useQuery({
    queryKey: ['corretores', 'nominated', brokerUniqueId],
    queryFn: () => getNominatedHolders(brokerUniqueId),
  });
  return (
    <QueryTable
      label={t('tabs.holders')}
      query={holders}
      emptyText={t('holders.empty')}
      head={
        <>
          <TableCell>{t('holders.name')}</TableCell>
          <TableCell>{t('holders.document')}</TableCell>
          <TableCell>{t('holders.city')}</TableCell>
          <TableCell>{t('holders.situation')}</TableCell>
        </>
      }
      renderRow={(holder) => (
        <TableRow key={holder.UniqueId} hover>
          <TableCell>
            <Link to={`/tomador/${holder.UniqueId}`}>{holder.Name}</Link>
          </TableCell>
          <TableCell>{maskDocument(holder.CpfCnpj)}</TableCell>
          <TableCell>
            {[holder.CityName, holder.StateAbbreviation].filter(Boolean).join(' / ')}
          </TableCell>
          <TableCell>
            {holder.IsBlocked ? (
              <Chip size="small" color="error" label={t('flags.blocked')} />
            ) : (
              <Chip size="small" color="success" variant="outlined" label={t('flags.active')} />
            )}
          </TableCell>
        </TableRow>
      )}
    />
  );
};
