import {
  Alert,
  Autocomplete,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { maskDocument } from '../../domain/cpfCnpj';
import type { PolicyHolderDetail, PolicyHolderRef } from '../../domain/policyHolders';
import { gatewayMessages } from '../../src/components/parties';
import { BusyButton } from '../../src/components/BusyButton';
import type { HolderAccess } from './holderAccess';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface EconomicGroupTabProps {
  holder: PolicyHolderDetail;
  permissions: HolderAccess;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

type HoldingOption = Pick<PolicyHolderRef, 'UniqueId' | 'Name' | 'CpfCnpj'>;

/** Grupo econômico: the group's name, its holding (another holder) and the holding's participants. */
export const EconomicGroupTab = ({ holder, permissions, reload }: EconomicGroupTabProps) => {
  const { textSearchPolicyHolders, updateEconomicGroup } = useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string) => translate(`resources.tomadores.${key}`);
  const group = holder.EconomicGroup;
  const [name, setName] = useState(group.Name ?? '');
  const [holding, setHolding] = useState<HoldingOption | null>(group.Holding);
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const options = useQuery({
    queryKey: ['tomadores', 'holding-search', search],
    queryFn: () => textSearchPolicyHolders(search),
    enabled: permissions.editGroup && search.trim().length >= 2,
  });

  const save = async () => {
    setBusy(true);
    setErrors([]);
    try {
      await reload(
        updateEconomicGroup({
          PolicyHolderUniqueId: holder.UniqueId,
          EconomicGroupName: name.trim() || null,
          HoldingPolicyHolderUniqueId: holding?.UniqueId ?? null,
          Version: holder.Version,
        }),
      );
      notify(t('group.saved'), { type: 'success' });
    } catch (error) {
      setErrors(gatewayMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader title={t('group.title')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          {!group.Name && !permissions.editGroup && <Typography>{t('group.none')}</Typography>}
          {permissions.editGroup ? (
            <Stack spacing={2}>
              <TextField
                label={t('fields.EconomicGroupName')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <Autocomplete
                value={holding}
                onChange={(_, value) => setHolding(value)}
                onInputChange={(_, value) => setSearch(value)}
                options={(options.data ?? []).filter(
                  (option) => option.UniqueId !== holder.UniqueId,
                )}
                getOptionLabel={(option) => `${option.Name} — ${maskDocument(option.CpfCnpj)}`}
                isOptionEqualToValue={(option, value) => option.UniqueId === value.UniqueId}
                filterOptions={(list) => list}
                loading={options.isFetching}
                noOptionsText={t('group.noHolding')}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('fields.Holding')}
                    helperText={t('group.holdingSearch')}
                  />
                )}
              />
              {errors.length > 0 && <Alert severity="error">{errors.join(' ')}</Alert>}
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <BusyButton busy={busy} onClick={save}>
                  {t('group.save')}
                </BusyButton>
              </Stack>
            </Stack>
          ) : (
            group.Name && (
              <Typography>
                <strong>{group.Name}</strong>
                {group.Holding && ` — ${t('fields.Holding')}: ${group.Holding.Name}`}
              </Typography>
            )
          )}
          <Typography variant="subtitle2">{t('group.participants')}</Typography>
          {group.Participants.length === 0 ? (
            <Typography color="text.secondary">{t('group.noParticipants')}</Typography>
          ) : (
            <List dense>
              {group.Participants.map((participant) => (
                <ListItemButton
                  key={participant.UniqueId}
                  component={Link}
                  to={`/tomador/${participant.UniqueId}`}
                >
                  <ListItemText
                    primary={participant.Name}
                    secondary={maskDocument(participant.CpfCnpj)}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
