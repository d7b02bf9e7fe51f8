import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { formatBRL } from '../../domain/format';
import type {
  InstallmentModalityParameterAnswer,
  InstallmentParameterAnswer,
} from '../../domain/installmentParameters';
import { useModals } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties/gatewayMessages';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { modalityKeys } from '../modalidades/useModalities';
import { OverrideDialog } from './OverrideDialog';
import { daysText } from './paymentForm';
import { usePaymentReload } from './usePayments';

/** The modalities that follow other values than the payment code's, and their effective rule. */
export const ModalityOverrides = ({
  parameter,
  onReload,
}: {
  parameter: InstallmentParameterAnswer;
  onReload: () => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.pagamentos.overrides.${key}`, options);
  const f = (key: string) => translate(`resources.pagamentos.fields.${key}`);
  const modals = useModals();
  const { getModalityGroups, deletePaymentModalityOverride } = useDataProvider<AvalDataProvider>();
  const reload = usePaymentReload();
  const groups = useQuery({ queryKey: modalityKeys.groups, queryFn: () => getModalityGroups() });
  const [editing, setEditing] = useState<InstallmentModalityParameterAnswer | 'new' | null>(null);
  const own = (value: unknown, text: string) =>
    value === null ? (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('inherited', { value: text })}
      </Typography>
    ) : (
      text
    );

  const remove = async (override: InstallmentModalityParameterAnswer) => {
    const confirmed = await modals.confirm({
      title: t('deleteTitle'),
      message: t('deleteMessage', { name: override.ModalityName }),
    });
    if (!confirmed) return;
    try {
      await reload(deletePaymentModalityOverride(override.Id, override.Version));
    } catch (error) {
      await modals.showError(gatewayMessages(error));
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        }
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        {parameter.ModalityParameters.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('modality')}</TableCell>
                <TableCell>{f('MaxInstallments')}</TableCell>
                <TableCell>{f('MinInstallmentValue')}</TableCell>
                <TableCell>{f('PossibleGracePeriodsInDays')}</TableCell>
                <TableCell align="right">{t('actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {parameter.ModalityParameters.map((override) => (
                <TableRow key={override.Id}>
                  <TableCell>{override.ModalityName}</TableCell>
                  <TableCell>
                    {own(override.MaxInstallments, String(override.Effective.MaxInstallments))}
                  </TableCell>
                  <TableCell>
                    {own(
                      override.MinInstallmentValue,
                      formatBRL(override.Effective.MinInstallmentValue),
                    )}
                  </TableCell>
                  <TableCell>
                    {own(
                      override.PossibleGracePeriodsInDays,
                      daysText(override.Effective.PossibleGracePeriodsInDays),
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                      <Tooltip title={t('edit')}>
                        <IconButton
                          aria-label={`${t('edit')} ${override.ModalityName}`}
                          onClick={() => setEditing(override)}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('delete')}>
                        <IconButton
                          aria-label={`${t('delete')} ${override.ModalityName}`}
                          onClick={() => void remove(override)}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      {editing && (
        <OverrideDialog
          parameter={parameter}
          override={editing === 'new' ? undefined : editing}
          groups={groups.data ?? []}
          onClose={() => setEditing(null)}
          onReload={() => {
            setEditing(null);
            onReload();
          }}
        />
      )}
    </Card>
  );
};
