import type { BrokerProfileSettings } from '../../domain/brokerProfileSettings';
import type { BureauHistoryRow } from '../../domain/bureauQueries';
import { gatewayClient } from '../../src/providers/gatewayClient';

export interface ProfileOption {
  UniqueId: string;
  Name: string;
}

export type BrokerProfileAnswer = BrokerProfileSettings & {
  Padrao: boolean;
  Version: number;
  PerfisCorretor: ProfileOption[];
  PerfisAgente: ProfileOption[];
};

/** The broker profile calls (designed: the spec shows only the route). */
export const getBrokerProfile = () =>
  gatewayClient.get<BrokerProfileAnswer>('Parametros/ObterPerfilCorretor');

export const saveBrokerProfile = (settings: BrokerProfileSettings, Version: number) =>
  gatewayClient.post<BrokerProfileAnswer>('Parametros/SalvarPerfilCorretor', {
    json: { ...settings, Version },
  });

export const getBrokerProfileHistory = () =>
  gatewayClient.get<BureauHistoryRow[]>('Parametros/ObterHistoricoPerfilCorretor');
