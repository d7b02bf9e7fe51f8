import { nominationStatusLabels, type NominationStatus } from '../../../domain/policyHolders';
import type {
  NominatedBroker,
  PolicyHolderBranch,
  PolicyHolderLimitsAnswer,
  PolicyHolderListItem,
  PolicyHolderRef,
} from '../../../domain/policyHolders';
import { availableLimit } from '../../../domain/policyHolderLimits';
import type { RiskClass } from '../../../domain/policyHolderLimits';
import type {
  brokers,
  policyHolderBranches,
  policyHolderNominations,
  policyHolders,
} from '../../db/schema';
import { findCity, findState } from '../locations/catalog';

export type HolderRow = typeof policyHolders.$inferSelect;
type BranchRow = typeof policyHolderBranches.$inferSelect;
type NominationRow = typeof policyHolderNominations.$inferSelect;
type BrokerRow = typeof brokers.$inferSelect;

/** The main address's city and state, when the query joined it. */
export interface MainPlace {
  cityId: number | null;
  stateProvinceId: number | null;
}

export const toListItem = (row: HolderRow, place?: MainPlace | null): PolicyHolderListItem => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  Name: row.name,
  CpfCnpj: row.cpfCnpj,
  IsActive: row.isActive,
  IsBlocked: row.isBlocked,
  IsRestrictiveBlocked: row.isRestrictiveBlocked,
  RiskClass: (row.riskClass as RiskClass | null) ?? null,
  LimitValue: row.limitValue,
  EconomicGroupName: row.economicGroupName,
  CityName: place?.cityId ? (findCity(place.cityId)?.Name ?? null) : null,
  StateAbbreviation: place?.stateProvinceId
    ? (findState(place.stateProvinceId)?.Abbreviation ?? null)
    : null,
});

export const toLimits = (row: HolderRow): PolicyHolderLimitsAnswer => ({
  RiskClass: (row.riskClass as RiskClass | null) ?? null,
  LimitValue: row.limitValue,
  LimitUsedValue: row.limitUsedValue,
  LimitAvailableValue:
    row.limitValue === null ? null : availableLimit(row.limitValue, row.limitUsedValue).toFixed(2),
  BaseRate: row.baseRate,
  LimitsCalculatedAt: row.limitsCalculatedAt?.toISOString() ?? null,
});

export const toRef = (
  row: Pick<HolderRow, 'id' | 'uniqueId' | 'name' | 'cpfCnpj'>,
): PolicyHolderRef => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  Name: row.name,
  CpfCnpj: row.cpfCnpj,
});

export const toBranch = (row: BranchRow): PolicyHolderBranch => ({
  Id: row.id,
  UniqueId: row.uniqueId,
  PolicyHolderId: row.policyHolderId,
  Cnpj: row.cnpj,
  CreatedAt: row.createdAt.toISOString(),
});

export const toNominatedBroker = (
  nomination: NominationRow,
  broker: Pick<BrokerRow, 'id' | 'uniqueId' | 'name' | 'cnpj'>,
): NominatedBroker => ({
  UniqueId: nomination.uniqueId,
  BrokerId: broker.id,
  BrokerUniqueId: broker.uniqueId,
  BrokerName: broker.name,
  BrokerCnpj: broker.cnpj,
  Status: nomination.status as NominationStatus,
  StatusLabel: nominationStatusLabels[nomination.status as NominationStatus] ?? nomination.status,
  HasLetter: nomination.letterArchiveId !== null,
  RequestedAt: nomination.createdAt.toISOString(),
  DecidedAt: nomination.decidedAt?.toISOString() ?? null,
});
