import {
  type InstallmentOverrideFields,
  type InstallmentParameterFields,
  installmentParameterLabels,
  validateInstallmentOverride,
  validateInstallmentParameter,
} from '../../domain/installmentParameters';
import { messagesByField } from '../../src/components/parties/gatewayMessages';

/** What the payment code form holds while typed (numbers as text, days as "0, 15, 30"). */
export interface PaymentFormValues {
  Code: string;
  Name: string;
  MaxInstallments: string;
  MinInstallmentValue: string | null;
  PossibleGracePeriodsInDays: string;
  IsActive: boolean;
}
export type PaymentField = keyof PaymentFormValues;
export type PaymentFieldErrors = Partial<Record<PaymentField, string>>;

export const emptyPaymentForm = (): PaymentFormValues => ({
  Code: '',
  Name: '',
  MaxInstallments: '1',
  MinInstallmentValue: null,
  PossibleGracePeriodsInDays: '0',
  IsActive: true,
});

export const daysText = (days: number[] | null | undefined) => (days ?? []).join(', ');

/** "0, 15 30" → [0, 15, 30]; an unreadable item stays NaN so the rules refuse it. */
export const parseDays = (text: string): number[] | null => {
  const items = text.split(/[,;\s]+/).filter(Boolean);
  return items.length
    ? items.map((item) => (/^\d+$/.test(item) ? Number(item) : Number.NaN))
    : null;
};

export const paymentFormOf = (fields: InstallmentParameterFields): PaymentFormValues => ({
  Code: fields.Code,
  Name: fields.Name,
  MaxInstallments: String(fields.MaxInstallments),
  MinInstallmentValue: fields.MinInstallmentValue,
  PossibleGracePeriodsInDays: daysText(fields.PossibleGracePeriodsInDays),
  IsActive: fields.IsActive,
});

const labels = Object.fromEntries(
  Object.entries(installmentParameterLabels).map(([field, label]) => [
    field,
    `${label} (${field})`,
  ]),
) as Record<PaymentField, string>;

/** Splits messages ("Nome (Name): …") between the fields they name and the rest. */
export const paymentMessagesByField = (messages: string[]) => messagesByField(messages, labels);

/** The domain rules, run before sending: the values to send, or the messages per field. */
export const checkPaymentForm = (values: PaymentFormValues) => {
  const { values: valid, problems } = validateInstallmentParameter({
    ...values,
    MaxInstallments: values.MaxInstallments.trim() || null,
    PossibleGracePeriodsInDays: parseDays(values.PossibleGracePeriodsInDays),
  });
  const { fields: errors, general } = paymentMessagesByField(problems);
  return { valid, errors, general };
};

/** A modality override as typed: an empty field inherits the payment code's value. */
export interface OverrideFormValues {
  ModalityId: number | null;
  MaxInstallments: string;
  MinInstallmentValue: string | null;
  PossibleGracePeriodsInDays: string;
}

export const checkOverrideForm = (values: OverrideFormValues) => {
  const { values: valid, problems } = validateInstallmentOverride({
    MaxInstallments: values.MaxInstallments.trim() || null,
    MinInstallmentValue: values.MinInstallmentValue,
    PossibleGracePeriodsInDays: values.PossibleGracePeriodsInDays.trim()
      ? parseDays(values.PossibleGracePeriodsInDays)
      : null,
  });
  const { fields: errors, general } = paymentMessagesByField(problems);
  return { valid: valid as InstallmentOverrideFields, errors, general };
};
