import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { documentType, maskCnpj } from '../../domain/cpfCnpj';
import { formatDate } from '../../domain/format';
import type { PolicyHolderDetail } from '../../domain/policyHolders';
import { useModals } from '../../src/components';
import { DocumentTextField, gatewayMessages } from '../../src/components/parties';
import { BusyButton } from '../../src/components/BusyButton';
import type { HolderAccess } from './holderAccess';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

export interface BranchesTabProps {
  holder: PolicyHolderDetail;
  permissions: HolderAccess;
  reload: <T>(write: Promise<T>) => Promise<T>;
}

/** Filiais: other CNPJs of the holder's company (same 8-character root). */
export const BranchesTab = ({ holder, permissions, reload }: BranchesTabProps) => {
  const { deleteBranch, getPolicyHolderBranches, insertBranch } =
    useDataProvider<AvalDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const modals = useModals();
  const [cnpj, setCnpj] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: object) =>
    translate(`resources.tomadores.branches.${key}`, options);
  const isPerson = documentType(holder.CpfCnpj) === 'cpf';
  // the list comes from GetPolicyHolderBranch (the detail's embedded list shows meanwhile)
  const branchesQuery = useQuery({
    queryKey: ['tomadores', 'branches', holder.Id],
    queryFn: () => getPolicyHolderBranches(holder.Id),
    placeholderData: holder.Branches,
  });
  const branches = branchesQuery.data ?? holder.Branches;

  const add = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await reload(insertBranch(holder.UniqueId, cnpj));
      await branchesQuery.refetch();
      setCnpj('');
      notify(t('added'), { type: 'success' });
    } catch (failure) {
      setError(gatewayMessages(failure).join(' '));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (uniqueId: string, branchCnpj: string) => {
    const confirmed = await modals.confirm({
      title: 'resources.tomadores.branches.deleteTitle',
      message: t('deleteConfirm', { cnpj: maskCnpj(branchCnpj) }),
      confirmLabel: 'resources.tomadores.branches.delete',
    });
    if (!confirmed) return;
    try {
      await reload(deleteBranch(uniqueId));
      await branchesQuery.refetch();
      notify(t('deleted'), { type: 'success' });
    } catch (failure) {
      await modals.showError(gatewayMessages(failure));
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader title={t('title')} slotProps={{ title: { variant: 'h6' } }} />
      <CardContent>
        {isPerson && <Alert severity="info">{t('personHolder')}</Alert>}
        {!isPerson && permissions.edit && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mb: 2, alignItems: 'flex-start' }}
          >
            <DocumentTextField
              value={cnpj}
              onChange={(value) => {
                setCnpj(value);
                setError(undefined);
              }}
              onValidityChange={setProblem}
              accept="cnpj"
              label="resources.tomadores.fields.BranchCnpj"
              error={error}
              size="small"
            />
            <BusyButton busy={busy} disabled={!cnpj || Boolean(problem)} onClick={add}>
              {t('add')}
            </BusyButton>
          </Stack>
        )}
        {!isPerson && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('rootHint', { root: maskCnpj(holder.CpfCnpj).slice(0, 10) })}
          </Typography>
        )}
        {!isPerson && branches.length === 0 && (
          <Typography color="text.secondary">{t('empty')}</Typography>
        )}
        <List dense>
          {branches.map((branch) => (
            <ListItem
              key={branch.UniqueId}
              divider
              secondaryAction={
                permissions.edit && (
                  <Tooltip title={t('delete')}>
                    <IconButton
                      edge="end"
                      aria-label={`${t('delete')} ${maskCnpj(branch.Cnpj)}`}
                      onClick={() => remove(branch.UniqueId, branch.Cnpj)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={maskCnpj(branch.Cnpj)}
                secondary={formatDate(branch.CreatedAt)}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
