import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  type BureauParameter,
  bureauParameterLabels,
  type QueryTypeParameters,
} from '../../domain/bureauQueries';
import { Dropdown, MoneyTextField } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties/gatewayMessages';
import { BusyButton } from '../../src/components/BusyButton';
import type { BureauParameterFormValues } from './bureausApi';

export interface BureauParameterDialogProps {
  type: QueryTypeParameters;
  /** The bureau edited; absent: a bureau is being added. */
  parameter?: BureauParameter;
  onClose: () => void;
  onSave: (bureauId: number, values: BureauParameterFormValues) => Promise<unknown>;
}

const labels = {
  BureauId: bureauParameterLabels.BureauId,
  ValidadeEmDias: bureauParameterLabels.ValidadeEmDias,
  CustoPorConsulta: bureauParameterLabels.CustoPorConsulta,
};

/** Adds a bureau to a query type, or edits one's validity, cost and active flag. */
export const BureauParameterDialog = ({
  type,
  parameter,
  onClose,
  onSave,
}: BureauParameterDialogProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.bureaus.dialog.${key}`, options);
  const [bureauId, setBureauId] = useState<number | null>(parameter?.BureauId ?? null);
  const [validity, setValidity] = useState(String(parameter?.ValidadeEmDias ?? 30));
  const [cost, setCost] = useState<string | null>(parameter?.CustoPorConsulta ?? null);
  const [active, setActive] = useState(parameter?.Ativo ?? true);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof messagesByField<keyof typeof labels>>>({
    fields: {},
    general: [],
  });
  const taken = new Set(type.ParametrosBureaus.map((row) => row.BureauId));
  const candidates = type.BureausDisponiveis.filter((bureau) => !taken.has(bureau.BureauId)).map(
    (bureau) => ({ value: bureau.BureauId, label: bureau.Nome }),
  );

  const save = async () => {
    if (bureauId === null) {
      setErrors({ fields: { BureauId: t('pickBureau') }, general: [] });
      return;
    }
    setBusy(true);
    try {
      await onSave(bureauId, {
        ValidadeEmDias: validity.trim() === '' ? null : Number(validity),
        CustoPorConsulta: cost,
        Ativo: active,
      });
      onClose();
    } catch (error) {
      setErrors(messagesByField(gatewayMessages(error), labels));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {parameter
          ? t('editTitle', { name: parameter.NomeBureau, type: type.Nome })
          : t('addTitle', { type: type.Nome })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors.general.map((message) => (
            <Alert key={message} severity="error">
              {message}
            </Alert>
          ))}
          {!parameter && (
            <Dropdown
              label={bureauParameterLabels.BureauId}
              required
              items={candidates}
              value={bureauId}
              onChange={(value) => setBureauId(value as number | null)}
              emptyMessage={t('noneLeft')}
              error={errors.fields.BureauId}
            />
          )}
          <TextField
            label={bureauParameterLabels.ValidadeEmDias}
            required
            value={validity}
            onChange={(event) => setValidity(event.target.value.replace(/\D/g, '').slice(0, 3))}
            error={Boolean(errors.fields.ValidadeEmDias)}
            helperText={errors.fields.ValidadeEmDias ?? t('validityHelp')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <MoneyTextField
            label={bureauParameterLabels.CustoPorConsulta}
            value={cost}
            onChange={setCost}
            error={errors.fields.CustoPorConsulta}
          />
          <FormControlLabel
            control={
              <Switch checked={active} onChange={(event) => setActive(event.target.checked)} />
            }
            label={bureauParameterLabels.Ativo}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <BusyButton busy={busy} onClick={save}>
          {translate('ra.action.save')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
};
