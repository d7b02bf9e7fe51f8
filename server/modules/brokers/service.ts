import Decimal from 'decimal.js';
import { and, asc, eq, ilike, not, or, type SQL } from 'drizzle-orm';
import { bankAccountTypeName, bankLabel, banks } from '../../../domain/banks';
import {
  type BrokerCommission,
  type BrokerFinancialData,
  type BrokerHistoryRow,
  type BrokerStatus,
  brokerFieldLabels,
  brokerStatusOf,
} from '../../../domain/brokers';
import { stripDocument } from '../../../domain/cpfCnpj';
import { isBroker } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/likePattern';
import { brokerCommissions, brokers } from '../../db/schema';
import { listPartyHistory } from '../history/partyHistory';
import type { AuthContext } from '../security/principal';
import {
  bankAccountOf,
  bankNameOf,
  brokerColumns,
  flagsOf,
  hasPendingDocuments,
  loadFlags,
  toDetail,
  toListItem,
} from './queries';
import type { SearchBrokersQuery } from './schemas';
import { findOwnBroker, findVisibleBroker, findVisibleBrokerById, visibleBrokers } from './scope';

export const BROKER_ENTITY = 'Broker';

/** searchValue over name, CNPJ (mask stripped) and SUSEP code. */
const searchCondition = (value: string): SQL | undefined => {
  const text = value.trim();
  if (!text) return undefined;
  const conditions: SQL[] = [ilike(brokers.name, containsPattern(text))];
  const document = stripDocument(text);
  if (document.length >= 3) {
    conditions.push(ilike(brokers.cnpj, containsPattern(document)));
    conditions.push(ilike(brokers.susepCode, containsPattern(document)));
  }
  return or(...conditions);
};

/** GetSearchBrokers: no parameters → every broker in scope; the flags leave groups out. */
export const searchBrokers = async (db: Database, auth: AuthContext, query: SearchBrokersQuery) => {
  const conditions: (SQL | undefined)[] = [visibleBrokers(auth)];
  if (query.searchValue) conditions.push(searchCondition(query.searchValue));
  if (query.IgnoreInactive) {
    conditions.push(eq(brokers.isBlocked, false), not(eq(brokers.registrationStatus, 'rejected')));
  }
  if (query.IgnoreComplianceValidation) {
    conditions.push(eq(brokers.hasPendingComplianceValidation, false));
  }
  if (query.IgnorePendingDocuments) conditions.push(not(hasPendingDocuments));
  const rows = await db
    .select(brokerColumns)
    .from(brokers)
    .where(and(...conditions))
    .orderBy(asc(brokers.name), asc(brokers.id));
  return { Data: rows.map(toListItem) };
};

export const getBroker = async (db: Database, auth: AuthContext, uniqueId: string) =>
  toDetail(db, await findVisibleBroker(db, auth, uniqueId));

export const getCurrentBroker = async (db: Database, auth: AuthContext) =>
  toDetail(db, await findOwnBroker(db, auth));

const NOTHING_PENDING: BrokerStatus = {
  IsBlocked: false,
  RegistrationStatus: 'active',
  HasPendingDocuments: false,
  HasPendingComplianceValidation: false,
  WaitingValidation: false,
  CanOperate: true,
  Messages: [],
};

/** ValidateBrokerStatus: a broker's own standing; anyone else operates without broker rules. */
export const validateBrokerStatus = async (
  db: Database,
  auth: AuthContext,
): Promise<BrokerStatus> => {
  if (!isBroker(auth.userTypeId)) return NOTHING_PENDING;
  const broker = await findOwnBroker(db, auth);
  return brokerStatusOf(flagsOf(await loadFlags(db, broker)));
};

export const brokerHistory = async (
  db: Database,
  auth: AuthContext,
  brokerId: number,
): Promise<BrokerHistoryRow[]> => {
  const broker = await findVisibleBrokerById(db, auth, brokerId);
  return listPartyHistory(db, auth.companyId, BROKER_ENTITY, broker.id, brokerFieldLabels);
};

export const brokerCommissionsOf = async (
  db: Database,
  auth: AuthContext,
  brokerId: number,
): Promise<BrokerCommission[]> => {
  const broker = await findVisibleBrokerById(db, auth, brokerId);
  const rows = await db
    .select()
    .from(brokerCommissions)
    .where(eq(brokerCommissions.brokerId, broker.id))
    .orderBy(asc(brokerCommissions.modalityGroupName));
  return rows.map((row) => ({
    ModalityGroupName: row.modalityGroupName,
    CommissionPercentage: new Decimal(row.commissionPercentage).toFixed(2),
    MaxCommissionPercentage: new Decimal(row.maxCommissionPercentage).toFixed(2),
  }));
};

export const brokerFinancialData = async (
  db: Database,
  auth: AuthContext,
  uniqueId: string,
): Promise<BrokerFinancialData> => {
  const broker = await findVisibleBroker(db, auth, uniqueId);
  return {
    BrokerUniqueId: broker.uniqueId,
    ...bankAccountOf(broker),
    BankName: bankNameOf(broker),
    BankAccountTypeName: bankAccountTypeName(broker.bankAccountTypeId),
  };
};

/** Core/GetBanks: the COMPE list, Label "341 - Itaú Unibanco S.A." for the dropdown. */
export const listBanks = () =>
  banks.map((bank) => ({
    Id: bank.Code,
    Code: bank.Code,
    Name: bank.Name,
    Label: bankLabel(bank.Code) ?? bank.Name,
  }));
