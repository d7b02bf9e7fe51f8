import type {
  BrokerProfileAnswer,
  BrokerProfileHistoryRow,
  BrokerProfileSettings,
  BrokerProfileSettingsBodyInput,
} from '../../domain/brokerProfileSettings';
import { gatewayClient } from '../../src/providers/gatewayClient';

/**
 * The broker profile calls (designed: the spec shows only the route), typed from their contract
 * (domain/contracts/brokerProfile.ts), the same zod objects the gateway validates and answers
 * with.
 */
export const getBrokerProfile = () =>
  gatewayClient.get<BrokerProfileAnswer>('Parametros/ObterPerfilCorretor');

export const saveBrokerProfile = (settings: BrokerProfileSettings, Version: number) =>
  gatewayClient.post<BrokerProfileAnswer>('Parametros/SalvarPerfilCorretor', {
    json: { ...settings, Version } satisfies BrokerProfileSettingsBodyInput,
  });

export const getBrokerProfileHistory = () =>
  gatewayClient.get<BrokerProfileHistoryRow[]>('Parametros/ObterHistoricoPerfilCorretor');
