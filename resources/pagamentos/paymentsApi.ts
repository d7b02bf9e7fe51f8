import type {
  InstallmentHistoryRow,
  InstallmentOverrideFields,
  InstallmentParameterFields,
  PaymentParameterTab,
} from '../../domain/installmentParameters';
import { gatewayClient } from '../../src/providers/gatewayClient';

/** The payment instalment calls of the gateway (spec part 2 §7). */
export const getPaymentTabs = () =>
  gatewayClient.get<PaymentParameterTab[]>('InstallmentParameter/GetInstallmentParameter');

export const createPaymentParameter = (fields: InstallmentParameterFields) =>
  gatewayClient.post<PaymentParameterTab>('InstallmentParameter/CreateInstallmentParameter', {
    json: fields,
  });

export const changePaymentParameter = (
  Id: number,
  Version: number,
  fields: InstallmentParameterFields,
) =>
  gatewayClient.put<PaymentParameterTab>('InstallmentParameter/ChangeInstallmentParameter', {
    json: { Id, Version, ...fields },
  });

export const getPaymentHistory = (installmentParameterId: number) =>
  gatewayClient.get<InstallmentHistoryRow[]>(
    'InstallmentParameter/GetInstallmentParameterHistory',
    { query: { installmentParameterId } },
  );

export const saveModalityOverride = (
  InstallmentParameterId: number,
  ModalityId: number,
  /** The override's Version read, 0 while the modality has none. */
  Version: number,
  fields: InstallmentOverrideFields,
) =>
  gatewayClient.post<PaymentParameterTab>(
    'InstallmentModalityParameter/ChangeInstallmentModalityParameter',
    { json: { InstallmentParameterId, ModalityId, Version, ...fields } },
  );

export const deleteModalityOverride = (Id: number, Version: number) =>
  gatewayClient.delete<PaymentParameterTab>(
    'InstallmentModalityParameter/DeleteInstallmentModalityParameter',
    { json: { Id, Version } },
  );
