import {
  MODALITY_FLAGS,
  type ModalityField,
  type ModalityWriteInput,
  type ModalityFlag,
  type ModalityListItem,
  modalityLabels,
  validateModalityFields,
} from '../../domain/modalities';
import { messagesByField } from '../../src/components/parties/gatewayMessages';
import { decimalFromText, textFromDecimal } from './decimalText';

export const DAY_FIELDS = [
  'MaxRetroactivityDays',
  'MaxFutureDays',
  'MinPeriodInDays',
  'MaxPeriodInDays',
  'DaysForAutomaticCancel',
] as const;
export type DayField = (typeof DAY_FIELDS)[number];

/** The modality form as the user edits it: money as decimal strings, rate and days as typed. */
export type ModalityFormValues = Record<ModalityFlag, boolean> &
  Record<DayField, string> & {
    Name: string;
    Ref: string;
    MaxInsuredAmountValue: string | null;
    MaxInsuredAmountAutomaticValue: string | null;
    MinInsurancePremium: string | null;
    /** % a.a. as typed ("1,25"). */
    BaseRate: string;
    /** '' follows the tenant's issuance settings. */
    IssueBeforePayment: IssueTiming;
  };

export type IssueTiming = '' | 'true' | 'false';

const issueTimingOf = (value: boolean | null): IssueTiming =>
  value === null ? '' : value ? 'true' : 'false';

export type ModalityFieldErrors = Partial<Record<ModalityField, string>>;

const noFlags = Object.fromEntries(MODALITY_FLAGS.map((flag) => [flag, false])) as Record<
  ModalityFlag,
  boolean
>;

export const emptyModalityForm = (): ModalityFormValues => ({
  ...noFlags,
  Name: '',
  Ref: '',
  MaxInsuredAmountValue: null,
  MaxInsuredAmountAutomaticValue: null,
  MinInsurancePremium: null,
  BaseRate: '',
  MaxRetroactivityDays: '',
  MaxFutureDays: '',
  MinPeriodInDays: '',
  MaxPeriodInDays: '',
  DaysForAutomaticCancel: '',
  IssueBeforePayment: '',
});

const dayText = (days: number | null) => (days === null ? '' : String(days));

export const modalityFormOf = (modality: ModalityListItem): ModalityFormValues => ({
  ...(Object.fromEntries(MODALITY_FLAGS.map((flag) => [flag, modality[flag]])) as Record<
    ModalityFlag,
    boolean
  >),
  Name: modality.Name,
  Ref: modality.Ref ?? '',
  MaxInsuredAmountValue: modality.MaxInsuredAmountValue,
  MaxInsuredAmountAutomaticValue: modality.MaxInsuredAmountAutomaticValue,
  MinInsurancePremium: modality.MinInsurancePremium,
  BaseRate: textFromDecimal(modality.BaseRate),
  MaxRetroactivityDays: dayText(modality.MaxRetroactivityDays),
  MaxFutureDays: dayText(modality.MaxFutureDays),
  MinPeriodInDays: dayText(modality.MinPeriodInDays),
  MaxPeriodInDays: dayText(modality.MaxPeriodInDays),
  DaysForAutomaticCancel: dayText(modality.DaysForAutomaticCancel),
  IssueBeforePayment: issueTimingOf(modality.IssueBeforePayment),
});

const days = (text: string) => (text.trim() === '' ? null : Number(text));

/** What InsertModality / UpdateModality carry. */
export const modalityInputOf = (values: ModalityFormValues): ModalityWriteInput => ({
  ...values,
  Name: values.Name.trim(),
  Ref: values.Ref.trim() || null,
  BaseRate: decimalFromText(values.BaseRate),
  MaxRetroactivityDays: days(values.MaxRetroactivityDays),
  MaxFutureDays: days(values.MaxFutureDays),
  MinPeriodInDays: days(values.MinPeriodInDays),
  MaxPeriodInDays: days(values.MaxPeriodInDays),
  DaysForAutomaticCancel: values.EnableAutomaticCancel ? days(values.DaysForAutomaticCancel) : null,
  IssueBeforePayment:
    values.IssueBeforePayment === '' ? null : values.IssueBeforePayment === 'true',
});

// Longest label first: "Importância segurada máxima na emissão automática: …" must not land
// under "Importância segurada máxima".
const labelsLongestFirst = Object.fromEntries(
  (Object.entries(modalityLabels) as [ModalityField, string][]).sort(
    ([, a], [, b]) => b.length - a.length,
  ),
) as Record<ModalityField, string>;

/** Puts each message ("Label: …") under the field it names; the others above the form. */
export const modalityMessagesByField = (messages: string[]) =>
  messagesByField(messages, labelsLongestFirst);

/** The same rules the gateway applies, checked before sending. */
export const checkModalityForm = (values: ModalityFormValues) =>
  modalityMessagesByField(validateModalityFields(modalityInputOf(values)).problems);
