import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  type CnpjSituation,
  cnpjSituations,
  type PjQuerySettings,
  type PjSettingsAnswer,
  pjQuerySettingsLabels as labels,
  pjQueryTypes,
} from '../../domain/pjQuerySettings';
import { SettingsFormCard, useSettingsSave } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { usePjReload } from './usePjSettings';

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((candidate) => candidate !== item);
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 3);
/** The contract answers the situations as text; the gateway only ever stores known ones. */
const isCnpjSituation = (value: string): value is CnpjSituation =>
  (cnpjSituations as readonly string[]).includes(value);

/** The PJ query settings form; keyed by Version so a save shows the saved values. */
export const PjQuerySettingsForm = ({ answer }: { answer: PjSettingsAnswer }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.consultaPj.form.${key}`);
  const reload = usePjReload();
  const { savePjSettings } = useDataProvider<AvalDataProvider>();
  const [types, setTypes] = useState<number[]>(answer.TiposConsulta);
  const [fill, setFill] = useState(answer.PreencherDadosCadastrais);
  const [minAge, setMinAge] = useState(String(answer.IdadeMinimaEmpresaMeses));
  const [blocked, setBlocked] = useState(answer.SituacoesBloqueadas.filter(isCnpjSituation));
  const [validity, setValidity] = useState(String(answer.ValidadeDadosDias));
  const { busy, errors, save: run } = useSettingsSave(labels);

  const save = () => {
    const settings: PjQuerySettings = {
      TiposConsulta: types,
      PreencherDadosCadastrais: fill,
      IdadeMinimaEmpresaMeses: minAge === '' ? Number.NaN : Number(minAge),
      SituacoesBloqueadas: blocked,
      ValidadeDadosDias: validity === '' ? Number.NaN : Number(validity),
    };
    return run(() => reload(savePjSettings(settings, answer.Version)), t('saved'));
  };

  return (
    <SettingsFormCard
      title={t('title')}
      subtitle={t('subtitle')}
      defaultsNotice={answer.Padrao ? t('defaults') : undefined}
      busy={busy}
      onSave={save}
    >
      <FormControl error={Boolean(errors.TiposConsulta)} component="fieldset">
        <FormLabel component="legend">{labels.TiposConsulta}</FormLabel>
        <FormGroup row>
          {pjQueryTypes.map((type) => (
            <FormControlLabel
              key={type.Id}
              label={type.Nome}
              control={
                <Checkbox
                  checked={types.includes(type.Id)}
                  onChange={(event) => setTypes(toggled(types, type.Id, event.target.checked))}
                />
              }
            />
          ))}
        </FormGroup>
        {errors.TiposConsulta && <FormHelperText>{errors.TiposConsulta}</FormHelperText>}
      </FormControl>
      <FormControlLabel
        control={<Switch checked={fill} onChange={(event) => setFill(event.target.checked)} />}
        label={labels.PreencherDadosCadastrais}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={labels.IdadeMinimaEmpresaMeses}
          value={minAge}
          onChange={(event) => setMinAge(digits(event.target.value))}
          error={Boolean(errors.IdadeMinimaEmpresaMeses)}
          helperText={errors.IdadeMinimaEmpresaMeses ?? t('minAgeHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
        <TextField
          label={labels.ValidadeDadosDias}
          value={validity}
          onChange={(event) => setValidity(digits(event.target.value))}
          error={Boolean(errors.ValidadeDadosDias)}
          helperText={errors.ValidadeDadosDias ?? t('validityHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
      </Stack>
      <FormControl error={Boolean(errors.SituacoesBloqueadas)} component="fieldset">
        <FormLabel component="legend">{labels.SituacoesBloqueadas}</FormLabel>
        <FormGroup row>
          {cnpjSituations
            .filter((situation) => situation !== 'ATIVA')
            .map((situation) => (
              <FormControlLabel
                key={situation}
                label={situation}
                control={
                  <Checkbox
                    checked={blocked.includes(situation)}
                    onChange={(event) =>
                      setBlocked(toggled(blocked, situation, event.target.checked))
                    }
                  />
                }
              />
            ))}
        </FormGroup>
        <FormHelperText>{errors.SituacoesBloqueadas ?? t('situationsHelp')}</FormHelperText>
      </FormControl>
    </SettingsFormCard>
  );
};
