import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ModalityListItem } from '../../domain/modalities';

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
