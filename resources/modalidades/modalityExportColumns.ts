import type { TranslateFunction } from 'react-admin';
import {
  MODALITY_FLAGS,
  type ModalityField,
  type ModalityListItem,
  modalityLabels,
} from '../../domain/modalities';
import type { CsvColumn, CsvColumnKind } from '../../src/export';

const MONEY: readonly ModalityField[] = [
  'MaxInsuredAmountValue',
  'MaxInsuredAmountAutomaticValue',
  'MinInsurancePremium',
];
const NUMBERS: readonly ModalityField[] = [
  'BaseRate',
  'MaxRetroactivityDays',
  'MaxFutureDays',
  'MinPeriodInDays',
  'MaxPeriodInDays',
  'DaysForAutomaticCancel',
];

const column = (field: ModalityField, kind?: CsvColumnKind): CsvColumn<ModalityListItem> => ({
  header: modalityLabels[field],
  value: (modality) => modality[field],
  kind,
});

/**
 * The modality catalogue's CSV: one row per modality with its branch and group, then every field
 * of the modality under the labels of its form and history (amounts and rates as numbers a pt-BR
 * Excel can sum, flags as Sim/Não).
 */
export const modalityExportColumns = (
  translate: TranslateFunction,
): CsvColumn<ModalityListItem>[] => [
  {
    header: translate('resources.modalidades.export.branch'),
    value: (modality) => modality.BranchCode,
  },
  {
    header: translate('resources.modalidades.export.group'),
    value: (modality) => modality.ModalityGroupName,
  },
  column('Name'),
  column('Ref'),
  ...MONEY.map((field) => column(field, 'money')),
  ...NUMBERS.map((field) => column(field, 'number')),
  ...MODALITY_FLAGS.map((flag) => column(flag, 'boolean')),
];
