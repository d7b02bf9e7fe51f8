import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../domain/format';
import {
  formatIsoDay,
  type GeneralConditionSector,
  type GeneralConditionVersionAnswer,
} from '../../domain/generalConditions';
import { ConditionsHtml } from './ConditionsHtml';
import { PublishDialog } from './PublishDialog';
import { useSectorVersions } from './useGeneralConditions';
import { VersionStatusChip } from './VersionStatusChip';

const VersionDetail = ({ version }: { version: GeneralConditionVersionAnswer }) => {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.condicoes-gerais.fields.${key}`);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {translate('resources.condicoes-gerais.versionTitle', {
            number: version.Number,
            title: version.Title,
          })}
        </Typography>
        <VersionStatusChip status={version.Status} />
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 0.5, m: 0 }}
      >
        <Typography component="dt" color="text.secondary" variant="body2">
          {f('SusepProcessNumber')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {version.SusepProcessNumber}
        </Typography>
        <Typography component="dt" color="text.secondary" variant="body2">
          {f('EffectiveFrom')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatIsoDay(version.EffectiveFrom)}
        </Typography>
        <Typography component="dt" color="text.secondary" variant="body2">
          {f('published')}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {translate('resources.condicoes-gerais.publishedBy', {
            name: version.CreatedByName,
            when: formatDateTime(version.CreatedAt),
          })}
        </Typography>
      </Box>
      <ConditionsHtml html={version.Html} />
    </Stack>
  );
};

/** One sector: the version in force, every published version, and "Publicar nova versão". */
export const SectorPanel = ({ sector }: { sector: GeneralConditionSector }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.condicoes-gerais.${key}`, options);
  const versions = useSectorVersions(sector);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [publishing, setPublishing] = useState(false);
  const data = versions.data;
  const selected =
    data?.Versions.find((version) => version.Id === selectedId) ??
    data?.Versions.find((version) => version.Id === data.CurrentId) ??
    data?.Versions[0];

  return (
    <Stack spacing={2}>
      {versions.isPending && <LinearProgress />}
      {versions.error && <Alert severity="error">{t('loadError')}</Alert>}
      {data && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: 'flex-start' }}
        >
          <Card variant="outlined" sx={{ width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
            <CardHeader
              title={t('versions')}
              subheader={t('branch', { code: data.BranchCode })}
              slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
            />
            <Box sx={{ px: 2, pb: 1 }}>
              <Button
                fullWidth
                variant="contained"
                startIcon={<NoteAddOutlinedIcon />}
                onClick={() => setPublishing(true)}
              >
                {t('publish.open')}
              </Button>
            </Box>
            {data.Versions.length === 0 ? (
              <CardContent>
                <Typography color="text.secondary">{t('noVersion')}</Typography>
              </CardContent>
            ) : (
              <List dense aria-label={t('versions')}>
                {data.Versions.map((version) => (
                  <ListItemButton
                    key={version.Id}
                    selected={version.Id === selected?.Id}
                    onClick={() => setSelectedId(version.Id)}
                  >
                    <ListItemText
                      primary={t('versionLabel', { number: version.Number })}
                      secondary={t('since', { date: formatIsoDay(version.EffectiveFrom) })}
                    />
                    <VersionStatusChip status={version.Status} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Card>
          <Card variant="outlined" sx={{ flex: 1, width: '100%' }}>
            <CardContent>
              {selected ? (
                <VersionDetail version={selected} />
              ) : (
                <Typography color="text.secondary">{t('noVersion')}</Typography>
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
      {publishing && data && (
        <PublishDialog
          sector={data}
          onClose={() => {
            setPublishing(false);
            setSelectedId(null);
          }}
        />
      )}
    </Stack>
  );
};
