import { Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  type BrokerProfileAnswer,
  brokerProfileLabels as labels,
} from '../../domain/brokerProfileSettings';
import { Dropdown, SettingsFormCard, useSettingsSave } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';

/** "12,5" as typed → "12.5" for the gateway; up to 3 digits and 2 decimals. */
const percentInput = (text: string) => {
  const cleaned = text.replace(/[^\d,]/g, '');
  const [whole, ...rest] = cleaned.split(',');
  return rest.length ? `${whole.slice(0, 3)},${rest.join('').slice(0, 2)}` : whole.slice(0, 3);
};
const toDisplay = (value: string) => value.replace('.', ',');

/** The broker profile settings form; keyed by Version so a save shows the saved values. */
export const BrokerProfileForm = ({ answer }: { answer: BrokerProfileAnswer }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.brokerProfile.form.${key}`);
  const queryClient = useQueryClient();
  const { saveBrokerProfile } = useDataProvider<AvalDataProvider>();
  const [master, setMaster] = useState(answer.PerfilCorretorUniqueId);
  const [agent, setAgent] = useState(answer.PerfilAgenteUniqueId);
  const [min, setMin] = useState(toDisplay(answer.ComissaoMinimaPercentual));
  const [max, setMax] = useState(toDisplay(answer.ComissaoMaximaPercentual));
  const { busy, errors, save: run } = useSettingsSave(labels);
  const options = (list: BrokerProfileAnswer['PerfisCorretor']) =>
    list.map((profile) => ({ value: profile.UniqueId, label: profile.Name }));

  const save = () =>
    run(async () => {
      await saveBrokerProfile(
        {
          PerfilCorretorUniqueId: master,
          PerfilAgenteUniqueId: agent,
          ComissaoMinimaPercentual: min.replace(',', '.'),
          ComissaoMaximaPercentual: max.replace(',', '.'),
        },
        answer.Version,
      );
      await queryClient.invalidateQueries({ queryKey: ['broker-profile'] });
    }, t('saved'));

  return (
    <SettingsFormCard
      title={t('title')}
      subtitle={t('subtitle')}
      defaultsNotice={answer.Padrao ? t('defaults') : undefined}
      busy={busy}
      onSave={save}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Dropdown
          label={labels.PerfilCorretorUniqueId}
          items={options(answer.PerfisCorretor)}
          value={master}
          onChange={(value) => setMaster((value as string | null) ?? null)}
          placeholder={t('standardMaster')}
          error={errors.PerfilCorretorUniqueId}
          helperText={t('masterHelp')}
        />
        <Dropdown
          label={labels.PerfilAgenteUniqueId}
          items={options(answer.PerfisAgente)}
          value={agent}
          onChange={(value) => setAgent((value as string | null) ?? null)}
          placeholder={t('standardAgent')}
          error={errors.PerfilAgenteUniqueId}
          helperText={t('agentHelp')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={labels.ComissaoMinimaPercentual}
          value={min}
          onChange={(event) => setMin(percentInput(event.target.value))}
          error={Boolean(errors.ComissaoMinimaPercentual)}
          helperText={errors.ComissaoMinimaPercentual}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
        <TextField
          label={labels.ComissaoMaximaPercentual}
          value={max}
          onChange={(event) => setMax(percentInput(event.target.value))}
          error={Boolean(errors.ComissaoMaximaPercentual)}
          helperText={errors.ComissaoMaximaPercentual}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          fullWidth
        />
      </Stack>
    </SettingsFormCard>
  );
};
