import { CircularProgress, DialogContentText, Grid, TextField } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import {
  type GeneralConditionSectorAnswer,
  generalConditionLabels,
  validateGeneralCondition,
} from '../../domain/generalConditions';
import { todayInBrazil } from '../../domain/policyTerm';
import { DateTextField, FormDialog, useDialogSave } from '../../src/components';
import { gatewayMessages, messagesByField } from '../../src/components/parties/gatewayMessages';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import { StaleAlert } from '../pagamentos/StaleAlert';
import { useConditionsReload } from './useGeneralConditions';

const RichTextEditor = lazy(() =>
  import('../../src/components/RichTextEditor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

type Field = 'Title' | 'SusepProcessNumber' | 'EffectiveFrom' | 'Html';
const labels = Object.fromEntries(
  (['Title', 'SusepProcessNumber', 'EffectiveFrom', 'Html'] as Field[]).map((field) => [
    field,
    `${generalConditionLabels[field]} (${field})`,
  ]),
) as Record<Field, string>;

/**
 * "Publicar nova versão": starts from the version in force (its title and text), takes effect
 * today unless another date is chosen. Older versions stay as they were.
 */
export const PublishDialog = ({
  sector,
  onClose,
}: {
  sector: GeneralConditionSectorAnswer;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.condicoes-gerais.publish.${key}`, options);
  const notify = useNotify();
  const reload = useConditionsReload();
  const { publishGeneralConditionVersion } = useDataProvider<AvalDataProvider>();
  const base =
    sector.Versions.find((version) => version.Id === sector.CurrentId) ?? sector.Versions[0];
  const [values, setValues] = useState({
    Title: base?.Title ?? '',
    SusepProcessNumber: base?.SusepProcessNumber ?? '',
    EffectiveFrom: todayInBrazil() as string | null,
    Html: base?.Html ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [stale, setStale] = useState<string | null>(null);
  const { saving, save: saveWith } = useDialogSave(onClose);
  const change = (field: Field, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const latest = sector.Versions[0];

  const save = async () => {
    const checked = validateGeneralCondition(
      { ...values, Sector: sector.Sector },
      latest && { Number: latest.Number, EffectiveFrom: latest.EffectiveFrom },
    );
    const split = messagesByField(checked.problems, labels);
    setErrors(split.fields);
    setGeneral(split.general);
    setStale(null);
    if (checked.problems.length) return;
    await saveWith(
      async () => {
        const published = await publishGeneralConditionVersion(checked.values, sector.LatestNumber);
        await reload();
        notify('resources.condicoes-gerais.publish.done', {
          type: 'success',
          messageArgs: { number: published.Number },
        });
      },
      (error) => {
        const messages = gatewayMessages(error);
        if ((error as { status?: number }).status === 409) setStale(messages.join(' '));
        else {
          const byField = messagesByField(messages, labels);
          setErrors(byField.fields);
          setGeneral(byField.general);
        }
      },
    );
  };

  return (
    <FormDialog
      title={t('title', {
        number: sector.LatestNumber + 1,
        sector: translate(`resources.condicoes-gerais.sectors.${sector.Sector}`),
      })}
      titleId="publish-title"
      maxWidth="md"
      busy={saving}
      errors={general}
      onClose={onClose}
      onSave={save}
      cancelLabel={translate('resources.condicoes-gerais.cancel')}
      saveLabel={t('confirm')}
      layout="plain"
      intro={
        <>
          <DialogContentText sx={{ mb: 2 }}>{t('explain')}</DialogContentText>
          {stale && <StaleAlert message={stale} onReload={() => void reload().then(onClose)} />}
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            fullWidth
            required
            label={translate('resources.condicoes-gerais.fields.Title')}
            value={values.Title}
            onChange={(event) => change('Title', event.target.value)}
            disabled={saving}
            error={Boolean(errors.Title)}
            helperText={errors.Title}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            required
            label={translate('resources.condicoes-gerais.fields.SusepProcessNumber')}
            value={values.SusepProcessNumber}
            onChange={(event) => change('SusepProcessNumber', event.target.value)}
            disabled={saving}
            error={Boolean(errors.SusepProcessNumber)}
            helperText={errors.SusepProcessNumber ?? t('susepHelp')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateTextField
            required
            label={translate('resources.condicoes-gerais.fields.EffectiveFrom')}
            value={values.EffectiveFrom}
            onChange={(value) => change('EffectiveFrom', value)}
            disabled={saving}
            error={errors.EffectiveFrom}
          />
        </Grid>
        <Grid size={12}>
          <Suspense fallback={<CircularProgress size={24} />}>
            <RichTextEditor
              label={translate('resources.condicoes-gerais.fields.Html')}
              required
              value={values.Html}
              onChange={(html) => change('Html', html)}
              disabled={saving}
              error={errors.Html}
            />
          </Suspense>
        </Grid>
      </Grid>
    </FormDialog>
  );
};
