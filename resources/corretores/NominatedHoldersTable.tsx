import {
  Alert,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
import { gatewayMessages } from '../../src/components/parties';
import { getNominatedHolders } from './brokersApi';
import { useBrokerText } from './useBrokerText';

/** Tomadores nomeados: the policy holders whose nomination to this broker was approved. */
export const NominatedHoldersTable = ({ brokerUniqueId }: { brokerUniqueId: string }) => {
  const t = useBrokerText();
  const holders = useQuery({
    queryKey: ['corretores', 'nominated', brokerUniqueId],
    queryFn: () => getNominatedHolders(brokerUniqueId),
  });
  if (holders.isPending) return <CircularProgress aria-label={t('tabs.holders')} />;
  if (holders.isError) {
    return <Alert severity="error">{gatewayMessages(holders.error).join(' ')}</Alert>;
  }
  if (holders.data.length === 0) return <Alert severity="info">{t('holders.empty')}</Alert>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('tabs.holders')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('holders.name')}</TableCell>
            <TableCell>{t('holders.document')}</TableCell>
            <TableCell>{t('holders.city')}</TableCell>
            <TableCell>{t('holders.situation')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {holders.data.map((holder) => (
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
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
