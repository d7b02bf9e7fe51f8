import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { maskCnpj } from '../../../domain/cpfCnpj';
import { Breadcrumb } from '../../components/Breadcrumb';
import type { AvalDataProvider } from '../../providers/dataProvider';
import type { AdvisorBroker } from '../../providers/waysInApi';
import { useSessionSwitch } from './useSessionSwitch';

const statusOf = (broker: AdvisorBroker) => {
  if (broker.IsBlocked) return { key: 'blocked', color: 'error' } as const;
  if (broker.RegistrationStatus === 'pending') return { key: 'pending', color: 'warning' } as const;
  if (broker.RegistrationStatus === 'rejected') return { key: 'rejected', color: 'error' } as const;
  return { key: 'active', color: 'success' } as const;
};

/** /corretor-assessoria: the brokers an advisor may act for, each with "Atuar como corretor". */
export const AdvisorBrokersPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`aval.waysIn.advisor.brokers.${key}`, options);
  const dataProvider = useDataProvider<AvalDataProvider>();
  const brokers = useQuery({
    queryKey: ['aval', 'advisorBrokers'],
    queryFn: () => dataProvider.getAdvisorBrokers(),
  });
  const { actAsBroker, pending } = useSessionSwitch();
  const title = translate('aval.routes.corretorAssessoria');

  return (
    <Box data-testid="page-advisor-brokers" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Breadcrumb items={[{ label: title }]} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('intro')}
          </Typography>
          {brokers.isPending && <CircularProgress aria-label={title} />}
          {brokers.isError && (
            <Alert
              severity="error"
              action={<Button onClick={() => brokers.refetch()}>{t('retry')}</Button>}
            >
              {brokers.error.message || t('loadError')}
            </Alert>
          )}
          {brokers.data?.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
          {!!brokers.data?.length && (
            <TableContainer>
              <Table aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('name')}</TableCell>
                    <TableCell>{t('cnpj')}</TableCell>
                    <TableCell>{t('susep')}</TableCell>
                    <TableCell>{t('status')}</TableCell>
                    <TableCell align="right">{t('actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {brokers.data.map((broker) => {
                    const status = statusOf(broker);
                    return (
                      <TableRow key={broker.UniqueId} hover>
                        <TableCell sx={{ fontWeight: 600 }}>{broker.Name}</TableCell>
                        <TableCell>{maskCnpj(broker.Cnpj)}</TableCell>
                        <TableCell>{broker.SusepCode}</TableCell>
                        <TableCell>
                          <Chip size="small" color={status.color} label={t(status.key)} />
                        </TableCell>
                        <TableCell align="right">
                          <Button
                            variant="contained"
                            size="small"
                            startIcon={
                              pending === broker.UniqueId ? (
                                <CircularProgress size={16} color="inherit" />
                              ) : (
                                <SwapHorizIcon />
                              )
                            }
                            disabled={!broker.CanAct || pending !== null}
                            aria-label={t('actAsBroker', { name: broker.Name })}
                            onClick={() => actAsBroker(broker.UniqueId)}
                          >
                            {t('actAs')}
                          </Button>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
AdvisorBrokersPage.path = '/corretor-assessoria';
