import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Button, Grid, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { type BrokerPartner, partnerProblems } from '../../domain/brokers';
import { maskCpf } from '../../domain/cpfCnpj';
import { FormFooter } from '../../src/components';
import { gatewayMessages } from '../../src/components/parties';
import { useBrokerText } from './useBrokerText';

export interface PartnersFormProps {
  partners: BrokerPartner[];
  canEdit: boolean;
  onSave: (partners: BrokerPartner[]) => Promise<unknown>;
}

const emptyPartner: BrokerPartner = { Name: '', Cpf: '', ParticipationPercentage: null };

/** Sócios: the brokerage's partners, with CPF and share; saved all at once. */
export const PartnersForm = ({ partners, canEdit, onSave }: PartnersFormProps) => {
  const t = useBrokerText();
  const [draft, setDraft] = useState<BrokerPartner[]>(partners);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const set = (index: number, changes: Partial<BrokerPartner>) =>
    setDraft((current) =>
      current.map((partner, i) => (i === index ? { ...partner, ...changes } : partner)),
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = partnerProblems(draft);
    setProblems(local);
    if (local.length > 0) return;
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      setProblems(gatewayMessages(error));
    }
    setSaving(false);
  };

  const disabled = !canEdit || saving;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={t('tabs.partners')}
    >
      {draft.length === 0 && <Typography color="text.secondary">{t('partners.empty')}</Typography>}
      {draft.map((partner, index) => (
        <Grid container spacing={2} key={index} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              required
              label={t('partners.name', { n: index + 1 })}
              value={partner.Name}
              onChange={(event) => set(index, { Name: event.target.value })}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 7, md: 3 }}>
            <TextField
              fullWidth
              required
              label={t('partners.cpf', { n: index + 1 })}
              value={maskCpf(partner.Cpf)}
              onChange={(event) => set(index, { Cpf: event.target.value.replace(/\D/g, '') })}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 3, md: 2 }}>
            <TextField
              fullWidth
              label={t('partners.share')}
              value={partner.ParticipationPercentage ?? ''}
              onChange={(event) =>
                set(index, {
                  ParticipationPercentage: event.target.value.replace(/[^0-9.,]/g, '') || null,
                })
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 2, md: 1 }}>
            {canEdit && (
              <IconButton
                aria-label={t('partners.remove', { n: index + 1 })}
                onClick={() => setDraft((current) => current.filter((_, i) => i !== index))}
                disabled={saving}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Grid>
        </Grid>
      ))}
      <FormFooter
        messages={problems}
        lines
        saving={saving}
        saveLabel={t('actions.save')}
        canSave={canEdit}
        extra={
          <Button
            startIcon={<AddIcon />}
            onClick={() => setDraft((current) => [...current, { ...emptyPartner }])}
            disabled={saving}
          >
            {t('partners.add')}
          </Button>
        }
      />
    </Stack>
  );
};
