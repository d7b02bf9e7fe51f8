import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import { bankAccountTypeName, bankLabel, findBank } from '../../../domain/banks';
import type {
  BrokerDetail,
  BrokerFlags,
  BrokerListItem,
  BrokerPartner,
  BrokerRegistrationStatus,
} from '../../../domain/brokers';
import type { Database } from '../../db/client';
import { brokerPartners, brokers } from '../../db/schema';

export type BrokerRow = typeof brokers.$inferSelect;

/**
 * Pending documents: any of the broker's request documents, not deleted, Pendente or Reprovado.
 * Written against "brokers" by name: Drizzle leaves columns unqualified in a one-table select.
 */
export const hasPendingDocuments = sql<boolean>`exists (select 1 from request_documents rd where rd.company_id = "brokers"."company_id" and rd.owner_kind = 'broker' and rd.owner_id = "brokers"."id" and rd.deleted_at is null and rd.status in ('Pendente', 'Reprovado'))`;

export const brokerColumns = {
  broker: brokers,
  hasPendingDocuments,
};

export interface BrokerWithFlags {
  broker: BrokerRow;
  hasPendingDocuments: boolean;
}

export const flagsOf = ({
  broker,
  hasPendingDocuments: pending,
}: BrokerWithFlags): BrokerFlags => ({
  IsBlocked: broker.isBlocked,
  RegistrationStatus: broker.registrationStatus as BrokerRegistrationStatus,
  HasPendingDocuments: Boolean(pending),
  HasPendingComplianceValidation: broker.hasPendingComplianceValidation,
  WaitingValidation: broker.registrationStatus === 'pending',
});

export const toListItem = (row: BrokerWithFlags): BrokerListItem => ({
  Id: row.broker.id,
  UniqueId: row.broker.uniqueId,
  Name: row.broker.name,
  Cnpj: row.broker.cnpj,
  SusepCode: row.broker.susepCode,
  Email: row.broker.email,
  Phone: row.broker.phone,
  CreatedAt: row.broker.createdAt.toISOString(),
  ...flagsOf(row),
});

export const bankAccountOf = (broker: BrokerRow) => ({
  BankId: broker.bankId,
  BankAccountTypeId: broker.bankAccountTypeId,
  BankBranchNumber: broker.bankBranchNumber,
  BankBranchDigit: broker.bankBranchDigit,
  BankAccountNumber: broker.bankAccountNumber,
  BankAccountDigit: broker.bankAccountDigit,
});

export const bankNameOf = (broker: BrokerRow) => findBank(broker.bankId)?.Name ?? null;

export const listPartners = async (db: Database, brokerId: number): Promise<BrokerPartner[]> => {
  const rows = await db
    .select()
    .from(brokerPartners)
    .where(eq(brokerPartners.brokerId, brokerId))
    .orderBy(asc(brokerPartners.id));
  return rows.map((row) => ({
    Name: row.name,
    Cpf: row.cpf,
    ParticipationPercentage: row.participationPercentage
      ? new Decimal(row.participationPercentage).toFixed(2)
      : null,
  }));
};

export const loadFlags = async (db: Database, broker: BrokerRow): Promise<BrokerWithFlags> => {
  const [row] = await db
    .select({ pending: hasPendingDocuments })
    .from(brokers)
    .where(eq(brokers.id, broker.id));
  return { broker, hasPendingDocuments: Boolean(row?.pending) };
};

export const toDetail = async (db: Database, broker: BrokerRow): Promise<BrokerDetail> => ({
  ...toListItem(await loadFlags(db, broker)),
  ...bankAccountOf(broker),
  BankName: bankNameOf(broker),
  Socios: await listPartners(db, broker.id),
  Version: broker.version,
});

/** What the history keeps of a broker's editable data (field → shown value). */
export const snapshotOf = (broker: BrokerRow, partners: BrokerPartner[]) => ({
  Name: broker.name,
  SusepCode: broker.susepCode,
  Email: broker.email,
  Phone: broker.phone,
  BankId: bankLabel(broker.bankId),
  BankAccountTypeId: bankAccountTypeName(broker.bankAccountTypeId),
  BankBranchNumber: broker.bankBranchNumber,
  BankBranchDigit: broker.bankBranchDigit,
  BankAccountNumber: broker.bankAccountNumber,
  BankAccountDigit: broker.bankAccountDigit,
  Socios: partnersText(partners),
});

const partnersText = (partners: BrokerPartner[]) =>
  partners.length === 0
    ? null
    : partners
        .map(
          (partner) =>
            `${partner.Name} (${partner.Cpf})${partner.ParticipationPercentage ? ` ${partner.ParticipationPercentage}%` : ''}`,
        )
        .join('; ');
