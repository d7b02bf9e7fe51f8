import { and, eq, sql } from 'drizzle-orm';
import {
  bankAccountProblemMessage,
  bankAccountProblems,
  normalizeBankAccount,
} from '../../../domain/banks';
import {
  BROKER_NAME_MAX_LENGTH,
  brokerRegistrationFieldProblem,
  brokerRegistrationLabels,
  digitsOnly,
  type BrokerRegistrationField,
} from '../../../domain/brokerRegistration';
import { type BrokerPartner, normalizePartners, partnerProblems } from '../../../domain/brokers';
import { Functionality as F } from '../../../domain/functionalities';
import { isBroker, isInsuranceStaff } from '../../../domain/userTypes';
import type { Database } from '../../db/client';
import { brokerPartners, brokers } from '../../db/schema';
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors';
import { diffChanges } from '../users/changes';
import { recordChange } from '../history/service';
import {
  openBrokerComplianceCard,
  publishBrokerCardChanges,
} from '../kanban/brokerCards/openBrokerCards';
import type { AuthContext } from '../security/principal';
import * as M from './messages';
import { type BrokerRow, listPartners, snapshotOf, toDetail } from './queries';
import type { UpdateBrokerBody } from './schemas';
import { findOwnBroker, findVisibleBroker } from './scope';
import { BROKER_ENTITY } from './service';

/** The broker the caller may edit: a broker its own; insurer staff with GERENCIAR_CORRETORES any. */
const targetOf = async (db: Database, auth: AuthContext, uniqueId: string | null | undefined) => {
  if (isBroker(auth.userTypeId)) {
    const own = await findOwnBroker(db, auth);
    if (uniqueId && uniqueId.toLowerCase() !== own.uniqueId.toLowerCase()) {
      // another broker's id: the same answer as an unknown one
      await findVisibleBroker(db, auth, uniqueId);
    }
    return own;
  }
  if (!isInsuranceStaff(auth.userTypeId) || !auth.functionalities.has(F.GERENCIAR_CORRETORES)) {
    throw new ForbiddenError(M.MANAGE_REFUSED);
  }
  return findVisibleBroker(db, auth, uniqueId ?? '');
};

const field = (name: BrokerRegistrationField, label: string, value: string | null | undefined) => {
  const message = brokerRegistrationFieldProblem(name, value);
  return message ? [`${label}: ${message}${/[.!?]$/.test(message) ? '' : '.'}`] : [];
};

const readInput = (body: UpdateBrokerBody, current: BrokerRow, byBroker: boolean) => {
  const susepSent = body.SusepCode != null && body.SusepCode.trim() !== '';
  const susepCode = susepSent ? digitsOnly(body.SusepCode) : current.susepCode;
  const problems = [
    ...field('Name', 'Razão social', body.Name),
    ...field('Email', 'E-mail', body.Email),
    ...field('Phone', 'Telefone', body.Phone),
  ];
  if (byBroker && susepSent && susepCode !== current.susepCode) {
    problems.push(M.SUSEP_NOT_EDITABLE);
  } else if (susepSent) {
    problems.push(...field('SusepCode', brokerRegistrationLabels.SusepCode, body.SusepCode));
  }
  const bank = {
    BankId: body.BankId,
    BankAccountTypeId:
      body.BankAccountTypeId === undefined || body.BankAccountTypeId === null
        ? null
        : Number(body.BankAccountTypeId),
    BankBranchNumber: body.BankBranchNumber,
    BankBranchDigit: body.BankBranchDigit,
    BankAccountNumber: body.BankAccountNumber,
    BankAccountDigit: body.BankAccountDigit,
  };
  problems.push(...bankAccountProblems(bank).map(bankAccountProblemMessage));
  const partners = body.Socios.map((partner) => ({
    Name: partner.Name ?? '',
    Cpf: partner.Cpf ?? '',
    ParticipationPercentage:
      partner.ParticipationPercentage == null ? null : String(partner.ParticipationPercentage),
  }));
  problems.push(...partnerProblems(partners));
  if (problems.length > 0) throw new ValidationError(problems);
  const name = (body.Name ?? '').trim().replace(/\s+/g, ' ').slice(0, BROKER_NAME_MAX_LENGTH);
  return {
    name,
    email: (body.Email ?? '').trim().toLowerCase(),
    phone: digitsOnly(body.Phone),
    susepCode,
    bank: normalizeBankAccount(bank),
    partners: normalizePartners(partners),
  };
};

/**
 * Replaces the partners, keeping each one's PEP flag by CPF (the body does not carry it); answers
 * whether any partner of the new list is politically exposed.
 */
const replacePartners = async (tx: Database, brokerId: number, partners: BrokerPartner[]) => {
  const exposed = new Set(
    (
      await tx
        .select({ cpf: brokerPartners.cpf })
        .from(brokerPartners)
        .where(
          and(eq(brokerPartners.brokerId, brokerId), eq(brokerPartners.isPoliticallyExposed, true)),
        )
    ).map((row) => row.cpf),
  );
  await tx.delete(brokerPartners).where(eq(brokerPartners.brokerId, brokerId));
  if (partners.length === 0) return false;
  await tx.insert(brokerPartners).values(
    partners.map((partner) => ({
      brokerId,
      name: partner.Name,
      cpf: partner.Cpf,
      participationPercentage: partner.ParticipationPercentage,
      isPoliticallyExposed: exposed.has(partner.Cpf),
    })),
  );
  return partners.some((partner) => exposed.has(partner.Cpf));
};

/**
 * UpdateBroker: name, e-mail, phone, partners and bank account at the Version read (stale → 409,
 * nothing saved). CNPJ never changes; the SUSEP code only by the insurer. One history row.
 */
export const updateBroker = async (db: Database, auth: AuthContext, body: UpdateBrokerBody) => {
  const current = await targetOf(db, auth, body.BrokerUniqueId);
  const input = readInput(body, current, isBroker(auth.userTypeId));
  if (body.Version !== current.version) throw new ConflictError(M.STALE_BROKER);
  const before = snapshotOf(current, await listPartners(db, current.id));

  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(brokers)
      .set({
        name: input.name,
        email: input.email,
        phone: input.phone,
        susepCode: input.susepCode,
        bankId: input.bank.BankId,
        bankAccountTypeId: input.bank.BankAccountTypeId,
        bankBranchNumber: input.bank.BankBranchNumber,
        bankBranchDigit: input.bank.BankBranchDigit,
        bankAccountNumber: input.bank.BankAccountNumber,
        bankAccountDigit: input.bank.BankAccountDigit,
        version: sql`${brokers.version} + 1`,
      })
      .where(and(eq(brokers.id, current.id), eq(brokers.version, current.version)))
      .returning();
    if (!updated) throw new ConflictError(M.STALE_BROKER);
    const hasPepPartner = await replacePartners(tx, current.id, input.partners);
    const changes = diffChanges(before, snapshotOf(updated, input.partners));
    if (changes.length > 0) {
      await recordChange(tx, {
        companyId: auth.companyId,
        entity: BROKER_ENTITY,
        entityId: current.id,
        changedBy: { userId: auth.userId },
        changes,
      });
    }
    // new partners of an active broker are a compliance question (a pending one is analysed on
    // its documentation card)
    const partnersChanged = changes.some((change) => change.field === 'Socios');
    const card =
      partnersChanged && updated.registrationStatus === 'active'
        ? await openBrokerComplianceCard(tx, updated, hasPepPartner)
        : null;
    return { updated, card };
  });
  publishBrokerCardChanges([saved.card]);
  return toDetail(db, saved.updated);
};
