import Decimal from 'decimal.js';
import { and, asc, eq, ilike, not, or, sql } from 'drizzle-orm';
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
import { preparedVariants } from '../../db/prepared';
import { brokerCommissions, brokers } from '../../db/schema';
import { type Sort, type SortColumns, sortKey, sortOf, sortOrderBy } from '../../http/sorting';
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
import type { BrokerSortField, SearchBrokersQuery } from './schemas';
import {
  type BrokerScope,
  brokerScopeCondition,
  brokerScopeOf,
  findOwnBroker,
  findVisibleBroker,
  findVisibleBrokerById,
} from './scope';

export const BROKER_ENTITY = 'Broker';

/**
 * Which conditions and order a broker search has: its statement is prepared once per shape.
 * The sort is one of a whitelist, so the shapes stay few.
 */
interface SearchShape {
  scope: BrokerScope;
  /** searchValue over the name… */
  byText: boolean;
  /** …and, when it holds 3 digits or more, over CNPJ (mask stripped) and SUSEP code. */
  byDigits: boolean;
  ignoreInactive: boolean;
  ignoreComplianceValidation: boolean;
  ignorePendingDocuments: boolean;
  sort?: Sort<BrokerSortField>;
}

const shapeKey = (shape: SearchShape) =>
  [
    shape.scope,
    shape.byText && 'text',
    shape.byDigits && 'digits',
    shape.ignoreInactive && 'active',
    shape.ignoreComplianceValidation && 'validated',
    shape.ignorePendingDocuments && 'documented',
    sortKey(shape.sort),
  ]
    .filter(Boolean)
    .join('_');

const sortColumns: SortColumns<BrokerSortField> = {
  Name: brokers.name,
  Cnpj: brokers.cnpj,
  SusepCode: brokers.susepCode,
  Email: brokers.email,
  CreatedAt: brokers.createdAt,
};

const searchQuery = preparedVariants('broker_search', shapeKey, (db, shape: SearchShape) =>
  db
    .select(brokerColumns)
    .from(brokers)
    .where(
      and(
        brokerScopeCondition(
          shape.scope,
          sql.placeholder('companyId'),
          sql.placeholder('brokerId'),
        ),
        shape.byText
          ? or(
              ilike(brokers.name, sql.placeholder('text')),
              shape.byDigits ? ilike(brokers.cnpj, sql.placeholder('digits')) : undefined,
              shape.byDigits ? ilike(brokers.susepCode, sql.placeholder('digits')) : undefined,
            )
          : undefined,
        shape.ignoreInactive ? eq(brokers.isBlocked, false) : undefined,
        shape.ignoreInactive ? not(eq(brokers.registrationStatus, 'rejected')) : undefined,
        shape.ignoreComplianceValidation
          ? eq(brokers.hasPendingComplianceValidation, false)
          : undefined,
        shape.ignorePendingDocuments ? not(hasPendingDocuments) : undefined,
      ),
    )
    .orderBy(
      ...(shape.sort
        ? sortOrderBy(shape.sort, sortColumns, brokers.id)
        : [asc(brokers.name), asc(brokers.id)]),
    ),
);

/** GetSearchBrokers: no parameters → every broker in scope; the flags leave groups out. */
export const searchBrokers = async (db: Database, auth: AuthContext, query: SearchBrokersQuery) => {
  const text = query.searchValue?.trim() ?? '';
  const digits = stripDocument(text);
  const shape: SearchShape = {
    scope: brokerScopeOf(auth),
    byText: text !== '',
    byDigits: text !== '' && digits.length >= 3,
    ignoreInactive: Boolean(query.IgnoreInactive),
    ignoreComplianceValidation: Boolean(query.IgnoreComplianceValidation),
    ignorePendingDocuments: Boolean(query.IgnorePendingDocuments),
    sort: sortOf(query),
  };
  const rows = await searchQuery(db, shape).execute({
    companyId: auth.companyId,
    brokerId: auth.brokerId ?? 0,
    text: containsPattern(text),
    digits: containsPattern(digits),
  });
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
