import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatCep } from '../../../domain/cepRanges';
import type { PartyLocation, PartyLocationInput } from '../../../domain/partyLocation';
import { ConfirmDialog } from '../ConfirmDialog';
import { useModals } from '../useModals';
import { AddressFormDialog } from './AddressFormDialog';
import { gatewayMessages } from './gatewayMessages';

export interface LocationsPanelProps {
  locations: PartyLocation[] | undefined;
  loading?: boolean;
  canManage: boolean;
  onAdd: (input: PartyLocationInput) => Promise<unknown>;
  /** absent → addresses cannot be edited, only added/removed */
  onUpdate?: (locationId: number, input: PartyLocationInput) => Promise<unknown>;
  /** absent → addresses cannot be removed (e.g. beneficiaries) */
  onRemove?: (locationId: number) => Promise<unknown>;
}

/** "Rua X, 100 - Sala 2" */
export const streetLine = (location: PartyLocation, noNumber: string) =>
  [
    `${location.AddressName}, ${location.Number || noNumber}`,
    location.Complement ? ` - ${location.Complement}` : '',
  ].join('');

/** "Bela Vista - São Paulo/SP - CEP 01310-100" */
export const placeLine = (location: PartyLocation) =>
  [
    location.Neighborhood,
    `${location.CityName}/${location.StateAbbreviation}`,
    `CEP ${formatCep(location.ZipCode)}`,
  ]
    .filter(Boolean)
    .join(' - ');

type Editing = { mode: 'add' } | { mode: 'edit'; location: PartyLocation };

/** A party's addresses: the main one marked, add/edit through the CEP form, remove on confirm. */
export const LocationsPanel = ({
  locations,
  loading,
  canManage,
  onAdd,
  onUpdate,
  onRemove,
}: LocationsPanelProps) => {
  const translate = useTranslate();
  const modals = useModals();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<PartyLocation | null>(null);
  const noNumber = translate('aval.parties.locations.noNumber');

  const remove = async (location: PartyLocation) => {
    setRemoving(null);
    const hideLoading = modals.showLoading();
    try {
      await onRemove?.(location.Id);
      hideLoading();
    } catch (error) {
      hideLoading();
      void modals.showError(gatewayMessages(error));
    }
  };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
      >
        <Typography variant="h6" component="h3">
          {translate('aval.parties.locations.title')}
        </Typography>
        {canManage && (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ mode: 'add' })}
          >
            {translate('aval.parties.locations.add')}
          </Button>
        )}
      </Stack>
      {loading && !locations ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={20} />
          <Typography variant="body2">{translate('aval.parties.locations.loading')}</Typography>
        </Stack>
      ) : !locations?.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('aval.parties.locations.empty')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {locations.map((location) => (
            <Paper
              component="li"
              key={location.Id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <PlaceOutlinedIcon color="action" sx={{ mt: 0.25 }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body1" sx={{ wordBreak: 'break-word' }}>
                    {streetLine(location, noNumber)}
                  </Typography>
                  {location.IsMain && (
                    <Chip
                      label={translate('aval.parties.locations.main')}
                      color="primary"
                      size="small"
                    />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {placeLine(location)}
                </Typography>
              </Box>
              {canManage && (onUpdate || onRemove) && (
                <Stack direction="row">
                  {onUpdate && (
                    <Tooltip title={translate('aval.parties.locations.edit')}>
                      <IconButton
                        aria-label={translate('aval.parties.locations.edit')}
                        onClick={() => setEditing({ mode: 'edit', location })}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                  {onRemove && (
                    <Tooltip title={translate('aval.parties.locations.remove')}>
                      <IconButton
                        aria-label={translate('aval.parties.locations.remove')}
                        onClick={() => setRemoving(location)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <AddressFormDialog
        open={editing !== null}
        location={editing?.mode === 'edit' ? editing.location : undefined}
        onSubmit={(input) =>
          editing?.mode === 'edit' && onUpdate ? onUpdate(editing.location.Id, input) : onAdd(input)
        }
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={translate('aval.parties.locations.removeTitle')}
        message={translate('aval.parties.locations.removeMessage', {
          address: removing ? streetLine(removing, noNumber) : '',
        })}
        confirmLabel={translate('aval.parties.locations.removeConfirm')}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
};
