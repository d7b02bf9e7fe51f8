import { and, eq } from 'drizzle-orm';
import { registrationStatusLabels } from '../../../../domain/brokers';
import type { Database } from '../../client';
import {
  brokerCommissions,
  brokerPartners,
  brokers,
  changeHistories,
  persons,
  users,
} from '../../schema';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../documentNumbers';

const PRIME_CNPJ = cnpjWithCheckDigits('458120930001');
const HORIZONTE_CNPJ = cnpjWithCheckDigits('271649380001');

interface BrokerExtras {
  bank: {
    bankId: string;
    bankAccountTypeId: number;
    bankBranchNumber: string;
    bankBranchDigit: string | null;
    bankAccountNumber: string;
    bankAccountDigit: string;
  };
  email: string;
  phone: string;
  partners: { name: string; cpf: string; participationPercentage: string }[];
  /** modality group → [commission %, max %] */
  commissions: [string, string, string][];
}

const extras: Record<string, BrokerExtras> = {
  [PRIME_CNPJ]: {
    email: 'contato@primecorretora.com.br',
    phone: '3132145600',
    bank: {
      bankId: '341',
      bankAccountTypeId: 1,
      bankBranchNumber: '3012',
      bankBranchDigit: null,
      bankAccountNumber: '45871',
      bankAccountDigit: '3',
    },
    partners: [
      {
        name: 'Ricardo Menezes Prado',
        cpf: cpfWithCheckDigits('318047526'),
        participationPercentage: '60',
      },
      {
        name: 'Luciana Teixeira Prado',
        cpf: cpfWithCheckDigits('427150893'),
        participationPercentage: '40',
      },
    ],
    commissions: [
      ['Licitante', '20', '25'],
      ['Executante / Construtor', '18', '25'],
      ['Judicial', '15', '20'],
      ['Adiantamento de pagamento', '15', '20'],
      ['Fornecedor', '17', '22'],
    ],
  },
  [HORIZONTE_CNPJ]: {
    email: 'atendimento@horizontecorretora.com.br',
    phone: '4130224150',
    bank: {
      bankId: '237',
      bankAccountTypeId: 1,
      bankBranchNumber: '1456',
      bankBranchDigit: '7',
      bankAccountNumber: '0098231',
      bankAccountDigit: '5',
    },
    partners: [
      {
        name: 'Marcelo Antunes Vieira',
        cpf: cpfWithCheckDigits('561824037'),
        participationPercentage: '50',
      },
      {
        name: 'Patrícia Gomes Vieira',
        cpf: cpfWithCheckDigits('694305218'),
        participationPercentage: '50',
      },
    ],
    commissions: [
      ['Licitante', '18', '25'],
      ['Executante / Construtor', '16', '22'],
      ['Judicial', '12', '20'],
      ['Adiantamento de pagamento', '14', '20'],
    ],
  },
};

const addExtras = async (db: Database, companyId: number, cnpj: string, data: BrokerExtras) => {
  const [broker] = await db
    .update(brokers)
    .set({ email: data.email, phone: data.phone, ...data.bank })
    .where(and(eq(brokers.companyId, companyId), eq(brokers.cnpj, cnpj)))
    .returning({ id: brokers.id });
  if (!broker) return;
  await db
    .insert(brokerPartners)
    .values(data.partners.map((partner) => ({ ...partner, brokerId: broker.id })));
  await db.insert(brokerCommissions).values(
    data.commissions.map(([modalityGroupName, commissionPercentage, maxCommissionPercentage]) => ({
      brokerId: broker.id,
      modalityGroupName,
      commissionPercentage,
      maxCommissionPercentage,
    })),
  );
};

/**
 * Atlântica registered itself and awaits the insurer's analysis. Its first user is left out: the
 * demo tenant's persons are exactly the demo logins (tests/api/seed.test.ts).
 */
const addPendingBroker = async (db: Database, companyId: number) => {
  const [broker] = await db
    .insert(brokers)
    .values({
      companyId,
      name: 'Atlântica Corretora de Seguros Ltda.',
      cnpj: cnpjWithCheckDigits('384519270001'),
      susepCode: '202051357924680',
      email: 'cadastro@atlanticacorretora.com.br',
      phone: '7133417800',
      registrationStatus: 'pending',
    })
    .returning({ id: brokers.id });
  await db.insert(changeHistories).values({
    companyId,
    entity: 'Broker',
    entityId: String(broker.id),
    changedByName: 'Autocadastro da corretora (Gustavo Ramos Figueiredo)',
    changes: [
      { field: 'Name', oldValue: null, newValue: 'Atlântica Corretora de Seguros Ltda.' },
      { field: 'RegistrationStatus', oldValue: null, newValue: registrationStatusLabels.pending },
    ],
  });
};

/** Litoral Sul was blocked by the insurer's administrator, with the reason in its history. */
const addBlockedBroker = async (db: Database, companyId: number) => {
  const [broker] = await db
    .insert(brokers)
    .values({
      companyId,
      name: 'Litoral Sul Corretora de Seguros Ltda.',
      cnpj: cnpjWithCheckDigits('529034610001'),
      susepCode: '202029753186420',
      email: 'contato@litoralsulseguros.com.br',
      phone: '4833225090',
      isBlocked: true,
      bankId: '001',
      bankAccountTypeId: 1,
      bankBranchNumber: '3582',
      bankBranchDigit: '3',
      bankAccountNumber: '27391',
      bankAccountDigit: 'X',
      version: 2,
    })
    .returning({ id: brokers.id });
  const [admin] = await db
    .select({ id: users.id, name: persons.name })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(and(eq(users.companyId, companyId), eq(users.login, 'admin')))
    .limit(1);
  await db.insert(changeHistories).values({
    companyId,
    entity: 'Broker',
    entityId: String(broker.id),
    changedByUserId: admin?.id ?? null,
    changedByName: admin?.name ?? 'Seguradora',
    changes: [
      { field: 'IsBlocked', oldValue: false, newValue: true },
      {
        field: 'Justification',
        oldValue: null,
        newValue: 'Registro na SUSEP suspenso; aguardando regularização.',
      },
    ],
  });
};

/** Demo brokers' financial data, partners, commissions and a pending self-registered broker. */
export const seedDemoBrokers = async (db: Database, companyId: number) => {
  for (const [cnpj, data] of Object.entries(extras)) await addExtras(db, companyId, cnpj, data);
  await addPendingBroker(db, companyId);
  await addBlockedBroker(db, companyId);
};
