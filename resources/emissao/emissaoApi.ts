import type {
  IssuanceSettingsAnswer,
  IssuanceSettingsBodyInput,
  IssuanceSettingsValues,
} from '../../domain/issuanceSettings';
import type { HistoryEntry } from '../../domain/contracts/history';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The issuance settings calls (our extension, issue 15), typed from their contract
 * (domain/contracts/issuanceSettings.ts), the same zod objects the gateway validates and answers
 * with.
 */
export const getIssuanceSettings = () =>
  gatewayClient.get<IssuanceSettingsAnswer>('Parametros/ObterParametrosEmissao');

export const saveIssuanceSettings = (settings: IssuanceSettingsValues, Version: number) =>
  gatewayClient.post<IssuanceSettingsAnswer>('Parametros/SalvarParametrosEmissao', {
    json: { ...settings, Version } satisfies IssuanceSettingsBodyInput,
  });

export const getIssuanceSettingsHistory = () =>
  gatewayClient.get<HistoryEntry[]>('Parametros/ObterHistoricoParametrosEmissao');
