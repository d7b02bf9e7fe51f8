import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useModals } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { errorMessages } from '../usuarios/errorMessages';
import {
  isValidOrder,
  setMenuOrder,
  toggleFunctionality,
  toggleMenu,
  toGrantsBody,
} from './grantMatrix';
import type { MatrixMenu, Profile } from './types';

/** The profile's grants as a menus × functionalities matrix (GetMenus), saved in one go. */
export const GrantMatrix = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const matrix = useQuery({
    queryKey: ['perfis', 'menus', profile.UniqueId],
    queryFn: () => dataProvider.getProfileMenus(profile.UserTypeId, profile.UniqueId),
    gcTime: 0,
  });
  if (matrix.error) {
    return <Alert severity="error">{translate('resources.perfis.grants.loadError')}</Alert>;
  }
  if (!matrix.data) return <LinearProgress />;
  return (
    <GrantMatrixEditor
      key={`${profile.UniqueId}-${matrix.dataUpdatedAt}`}
      profile={profile}
      initial={matrix.data}
    />
  );
};

const GrantMatrixEditor = ({ profile, initial }: { profile: Profile; initial: MatrixMenu[] }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvalDataProvider>();
  const queryClient = useQueryClient();
  const modals = useModals();
  const notify = useNotify();
  const [menus, setMenus] = useState(initial);
  const [orders, setOrders] = useState<Record<number, string>>(() =>
    Object.fromEntries(initial.map((menu) => [menu.Id, String(menu.Order)])),
  );
  const [saving, setSaving] = useState(false);
  const body = useMemo(() => toGrantsBody(profile.UniqueId, menus), [profile.UniqueId, menus]);
  const dirty =
    JSON.stringify(body) !== JSON.stringify(toGrantsBody(profile.UniqueId, initial)) ||
    initial.some((menu) => orders[menu.Id] !== String(menu.Order));
  const badOrder = menus.some((menu) => !isValidOrder(Number(orders[menu.Id])));

  const changeOrder = (menuId: number, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 2);
    setOrders((current) => ({ ...current, [menuId]: digits }));
    if (isValidOrder(Number(digits)))
      setMenus((current) => setMenuOrder(current, menuId, Number(digits)));
  };

  const save = async () => {
    setSaving(true);
    try {
      const saved = await dataProvider.saveProfileGrants(body);
      queryClient.setQueryData(['perfis', 'menus', profile.UniqueId], saved);
      await queryClient.invalidateQueries({ queryKey: ['perfis', 'getList'] });
      notify(translate('resources.perfis.grants.saved', { name: profile.Name }), {
        type: 'success',
      });
    } catch (error) {
      await modals.showError(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  const discard = () => {
    setMenus(initial);
    setOrders(Object.fromEntries(initial.map((menu) => [menu.Id, String(menu.Order)])));
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.perfis.grants.hint')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 190 }}>{translate('resources.perfis.grants.menu')}</TableCell>
              <TableCell sx={{ width: 80 }}>{translate('resources.perfis.grants.order')}</TableCell>
              <TableCell>{translate('resources.perfis.grants.functionalities')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {menus.map((menu) => {
              const granted = menu.MenuFuncionalities.filter((f) => f.Granted).length;
              const orderText = orders[menu.Id] ?? '';
              const orderError = !isValidOrder(Number(orderText));
              return (
                <TableRow
                  key={menu.Id}
                  data-testid={`grant-menu-${menu.Id}`}
                  sx={{ verticalAlign: 'top' }}
                >
                  <TableCell>
                    <FormControlLabel
                      control={
                        <Checkbox
                          size="small"
                          checked={granted === menu.MenuFuncionalities.length}
                          indeterminate={granted > 0 && granted < menu.MenuFuncionalities.length}
                          onChange={() => setMenus((current) => toggleMenu(current, menu.Id))}
                          slotProps={{
                            input: {
                              'aria-label': translate('resources.perfis.grants.allOf', {
                                menu: menu.Name,
                              }),
                            },
                          }}
                        />
                      }
                      label={<Typography sx={{ fontWeight: 600 }}>{menu.Name}</Typography>}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      variant="outlined"
                      value={orderText}
                      onChange={(event) => changeOrder(menu.Id, event.target.value)}
                      error={orderError}
                      title={
                        orderError ? translate('resources.perfis.grants.invalidOrder') : undefined
                      }
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          'aria-label': translate('resources.perfis.grants.orderOf', {
                            menu: menu.Name,
                          }),
                          style: { width: 40, textAlign: 'center' },
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <Box
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
                        columnGap: 2,
                      }}
                    >
                      {menu.MenuFuncionalities.map((functionality) => (
                        <FormControlLabel
                          key={functionality.Id}
                          sx={{ mr: 0 }}
                          control={
                            <Checkbox
                              size="small"
                              checked={functionality.Granted}
                              onChange={() =>
                                setMenus((current) =>
                                  toggleFunctionality(current, menu.Id, functionality.Id),
                                )
                              }
                            />
                          }
                          label={<Typography variant="body2">{functionality.Name}</Typography>}
                        />
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{
          justifyContent: 'flex-end',
          alignItems: { sm: 'center' },
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          py: 1.5,
        }}
      >
        {badOrder && (
          <Typography variant="body2" color="error">
            {translate('resources.perfis.grants.invalidOrder')}
          </Typography>
        )}
        {dirty && !badOrder && (
          <Typography variant="body2" color="warning.main">
            {translate('resources.perfis.grants.unsaved')}
          </Typography>
        )}
        <Button onClick={discard} disabled={!dirty || saving}>
          {translate('resources.perfis.grants.discard')}
        </Button>
        <Button variant="contained" onClick={save} disabled={!dirty || badOrder || saving}>
          {translate('resources.perfis.grants.save')}
        </Button>
      </Stack>
    </Box>
  );
};
