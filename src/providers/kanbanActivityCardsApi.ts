import type {
  BranchActivity,
  BranchActivityInfo,
  EconomicGroupInfo,
  EconomicGroupInfoQuery,
  SaveBranchActivityInput,
  SaveEconomicGroupInput,
} from '../../domain/contracts/kanbanActivityCards';
import { gatewayClient } from './gatewayClient';

/**
 * The kanban card calls of RAMO_ATIVIDADE (Dados do Tomador) and GRUPO_ECONOMICO (the proposal
 * view's economic-group panel). Failures are HttpErrors with the gateway's Errors, else the
 * generic "Erro ao tentar executar a solicitação.".
 */
export const getBranchActivities = () =>
  gatewayClient.get<BranchActivity[]>('kanban/GetBranchActivities');

export const getCardBranchActivityInfo = (policyHolderUniqueId: string) =>
  gatewayClient.get<BranchActivityInfo>('kanban/GetCardBranchActivityInfo', {
    query: { PolicyHolderUniqueId: policyHolderUniqueId },
  });

export const saveBranchActivity = (input: SaveBranchActivityInput) =>
  gatewayClient.post<BranchActivityInfo>('kanban/KanbanSaveBranchActivity', { json: input });

export const getCardEconomicGroupInfo = (query: EconomicGroupInfoQuery) =>
  gatewayClient.get<EconomicGroupInfo>('kanban/GetCardEconomicGroupInfo', {
    query: { ...query },
  });

export const saveEconomicGroup = (input: SaveEconomicGroupInput) =>
  gatewayClient.post<EconomicGroupInfo>('kanban/KanbanSaveEconomicGroup', { json: input });
