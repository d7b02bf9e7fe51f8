import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Title, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BrokerListItem } from '../../domain/brokers';
import { maskCnpj } from '../../domain/cpfCnpj';
import { Functionality as F } from '../../domain/functionalities';
import { holdsAny } from '../../domain/userInfo';
import { Breadcrumb, useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import type { SessionUserInfo } from '../../src/providers/types';
import { BrokerFlagsChips } from './BrokerFlagsChips';
import { searchBrokers } from './brokersApi';
import { useBrokerText } from './useBrokerText';

/** GetSearchBrokers inside the loading modal (Aguarde), as the spec has it. */
const useBrokerSearch = (searchValue: string) => {
  const modals = useModals();
  return useQuery({
    queryKey: ['corretores', 'list', searchValue],
    queryFn: async () => {
      const close = modals.showLoading();
      try {
        return await searchBrokers({ searchValue });
      } finally {
        close();
      }
    },
  });
};

/** /corretores: the insurer's broker list with search and pending flags. */
export const BrokerList = () => {
  const t = useBrokerText();
  const navigate = useNavigate();
  const { permissions: session } = usePermissions<SessionUserInfo | null>();
  const [typed, setTyped] = useState('');
  const [searchValue, setSearchValue] = useState('');
  const brokers = useBrokerSearch(searchValue);
  const canRegister = holdsAny(session, [F.GERENCIAR_CORRETORES]);
  const title = t('list.title');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="page-corretores">
      <Title title={title} />
      <Breadcrumb items={[{ label: title }]} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{t('list.subtitle')}</Typography>
        </Box>
        {canRegister && (
          <Button
            variant="contained"
            component={Link}
            to="/corretores/cadastrar-novo-corretor"
            startIcon={<AddIcon />}
          >
            {t('list.register')}
          </Button>
        )}
      </Stack>
      <Card>
        <CardContent>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mb: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              setSearchValue(typed.trim());
            }}
          >
            <TextField
              fullWidth
              size="small"
              label={t('list.search')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="outlined">
              {t('list.searchButton')}
            </Button>
            {searchValue && (
              <Button
                onClick={() => {
                  setTyped('');
                  setSearchValue('');
                }}
              >
                {t('list.clear')}
              </Button>
            )}
          </Stack>
          {brokers.isError && (
            <Alert
              severity="error"
              action={<Button onClick={() => brokers.refetch()}>{t('actions.retry')}</Button>}
            >
              {gatewayMessages(brokers.error).join(' ')}
            </Alert>
          )}
          {brokers.data?.length === 0 && <Alert severity="info">{t('list.empty')}</Alert>}
          {!!brokers.data?.length && (
            <TableContainer>
              <Table aria-label={title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('fields.Name')}</TableCell>
                    <TableCell>{t('fields.Cnpj')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {t('fields.SusepCode')}
                    </TableCell>
                    <TableCell>{t('fields.situation')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {brokers.data.map((broker: BrokerListItem) => (
                    <TableRow
                      key={broker.UniqueId}
                      hover
                      sx={{ cursor: 'pointer' }}
                      onClick={() => navigate(`/corretor/${broker.UniqueId}`)}
                    >
                      <TableCell sx={{ fontWeight: 600 }}>
                        <Link
                          to={`/corretor/${broker.UniqueId}`}
                          onClick={(event: React.MouseEvent) => event.stopPropagation()}
                        >
                          {broker.Name}
                        </Link>
                      </TableCell>
                      <TableCell>{maskCnpj(broker.Cnpj)}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                        {broker.SusepCode}
                      </TableCell>
                      <TableCell>
                        <BrokerFlagsChips flags={broker} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
BrokerList.path = '/corretores';
