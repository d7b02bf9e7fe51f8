import LinkIcon from '@mui/icons-material/Link';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ComplementaryModalityAnswer } from '../../domain/modalities';
import { BusyButton, Dropdown, useRowAction } from '../../src/components';
import type { AvalDataProvider } from '../../src/providers/dataProvider';
import type { ModalityTabProps } from './CoveragesTab';
import { useModalityCatalogue } from './useModalities';

/** Modalidades complementares: the links of this modality, a toggle each, and a way to add one. */
export const ComplementaryTab = ({ modality, reload }: ModalityTabProps) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) =>
    translate(`resources.modalidades.complementary.${key}`, options);
  const { insertComplementaryModality, toggleComplementaryModality } =
    useDataProvider<AvalDataProvider>();
  const { groups } = useModalityCatalogue();
  const [picked, setPicked] = useState<number | null>(null);
  const { busy, run } = useRowAction<string>(reload);
  const linkedIds = new Set(
    modality.ComplementaryModalities.filter((link) => link.IsEnabled).map(
      (link) => link.ComplementaryModalityId,
    ),
  );
  const candidates = (groups.data ?? [])
    .flatMap((group) =>
      group.Modalities.map((item) => ({
        value: item.Id,
        label: `${item.Name} (${group.BranchCode} · ${group.Name})`,
        item,
      })),
    )
    .filter(({ item }) => item.Id !== modality.Id && !item.IsDeleted && !linkedIds.has(item.Id));

  const add = async () => {
    if (picked === null) return;
    if (await run('add', () => insertComplementaryModality(modality.Id, picked))) setPicked(null);
  };

  const toggle = (link: ComplementaryModalityAnswer) =>
    run(`link-${link.Id}`, () => toggleComplementaryModality(link.Id));

  return (
    <Card variant="outlined">
      <CardHeader
        title={t('title')}
        subheader={t('subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack spacing={2}>
          {modality.IsComplementaryModality && (
            <Alert severity="info">{t('isComplementary')}</Alert>
          )}
          {!modality.IsComplementaryModality && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Dropdown
                label={t('pick')}
                items={candidates}
                value={picked}
                onChange={(value) => setPicked(value as number | null)}
                loading={groups.isPending}
              />
              <BusyButton
                busy={busy === 'add'}
                disabled={picked === null}
                onClick={add}
                startIcon={<LinkIcon />}
                sx={{ flexShrink: 0 }}
              >
                {t('add')}
              </BusyButton>
            </Stack>
          )}
          {modality.ComplementaryModalities.length ? (
            <List disablePadding>
              {modality.ComplementaryModalities.map((link) => (
                <ListItem
                  key={link.Id}
                  divider
                  secondaryAction={
                    <Switch
                      edge="end"
                      checked={link.IsEnabled}
                      disabled={busy === `link-${link.Id}`}
                      onChange={() => toggle(link)}
                      slotProps={{
                        input: {
                          'aria-label': t('toggle', { name: link.ComplementaryModalityName }),
                        },
                      }}
                    />
                  }
                >
                  <ListItemText
                    primary={link.ComplementaryModalityName}
                    secondary={t(link.IsEnabled ? 'enabled' : 'disabled')}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Alert severity="info" variant="outlined">
              {t('empty')}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
