import { Chip, ListItemButton, ListItemText, Stack } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { formatBRL } from '../../domain/format';
import type { ModalityListItem } from '../../domain/modalities';
import { formatRate } from './decimalText';
import { modalityPath } from './paths';

export const ModalityChips = ({ modality }: { modality: ModalityListItem }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.modalidades.chips.${key}`);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {modality.IsDeleted && <Chip size="small" color="error" label={t('deleted')} />}
      {modality.EnabledForAutomaticEmission && (
        <Chip size="small" color="success" variant="outlined" label={t('automatic')} />
      )}
      {modality.IsComplementaryModality && (
        <Chip size="small" color="info" variant="outlined" label={t('complementary')} />
      )}
      {modality.HasComplementaryModality && (
        <Chip size="small" variant="outlined" label={t('hasComplementary')} />
      )}
    </Stack>
  );
};

/** One modality in a list: name, key figures and flags; opens its configuration. */
export const ModalityListRow = ({ modality }: { modality: ModalityListItem }) => {
  const translate = useTranslate();
  const summary = translate('resources.modalidades.list.summary', {
    amount: formatBRL(modality.MaxInsuredAmountValue),
    rate: formatRate(modality.BaseRate),
    min: modality.MinPeriodInDays,
    max: modality.MaxPeriodInDays,
  });
  return (
    <ListItemButton component={Link} to={modalityPath(modality)} divider>
      <ListItemText
        primary={modality.Ref ? `${modality.Name} · ${modality.Ref}` : modality.Name}
        secondary={summary}
        sx={{ opacity: modality.IsDeleted ? 0.6 : 1 }}
      />
      <ModalityChips modality={modality} />
    </ListItemButton>
  );
};
