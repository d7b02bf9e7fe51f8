import type {
  ChangeInstallmentParameterInput,
  CreateInstallmentParameterInput,
  DeleteInstallmentOverrideInput,
  InstallmentHistoryQuery,
  InstallmentHistoryRow,
  InstallmentOverrideFields,
  InstallmentParameterFields,
  PaymentParameterTab,
  SaveInstallmentOverrideInput,
} from '../../domain/installmentParameters';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The payment instalment calls of the gateway (spec part 2 §7), typed from their contract
 * (domain/contracts/installmentParameters.ts), the same zod objects the gateway validates and
 * answers with.
 */
export const getPaymentTabs = () =>
  gatewayClient.get<PaymentParameterTab[]>('InstallmentParameter/GetInstallmentParameter');

export const createPaymentParameter = (fields: InstallmentParameterFields) =>
  gatewayClient.post<PaymentParameterTab>('InstallmentParameter/CreateInstallmentParameter', {
    json: fields satisfies CreateInstallmentParameterInput,
  });

export const changePaymentParameter = (
  Id: number,
  Version: number,
  fields: InstallmentParameterFields,
) =>
  gatewayClient.put<PaymentParameterTab>('InstallmentParameter/ChangeInstallmentParameter', {
    json: { Id, Version, ...fields } satisfies ChangeInstallmentParameterInput,
  });

export const getPaymentHistory = (installmentParameterId: number) =>
  gatewayClient.get<InstallmentHistoryRow[]>(
    'InstallmentParameter/GetInstallmentParameterHistory',
    { query: { installmentParameterId } satisfies InstallmentHistoryQuery },
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
    {
      json: {
        InstallmentParameterId,
        ModalityId,
        Version,
        ...fields,
      } satisfies SaveInstallmentOverrideInput,
    },
  );

export const deleteModalityOverride = (Id: number, Version: number) =>
  gatewayClient.delete<PaymentParameterTab>(
    'InstallmentModalityParameter/DeleteInstallmentModalityParameter',
    { json: { Id, Version } satisfies DeleteInstallmentOverrideInput },
  );
