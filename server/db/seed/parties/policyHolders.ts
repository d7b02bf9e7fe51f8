import { eq } from 'drizzle-orm';
import type { PartyLocationInput } from '../../../../domain/partyLocation';
import { calculatePolicyHolderLimits } from '../../../../domain/policyHolderLimits';
import { addLocation } from '../../../modules/locations/partyLocations';
import type { Database } from '../../client';
import { CCGStatus, type CCGStatusId } from '../../../../domain/ccgStatus';
import {
  brokers,
  partyPartners,
  policyHolderBranches,
  policyHolderNominations,
  policyHolders,
} from '../../schema';
import { cnpjWithCheckDigits, cpfWithCheckDigits } from '../documentNumbers';

type BrokerKey = 'prime' | 'horizonte';

interface DemoHolder {
  key: string;
  name: string;
  cpfCnpj: string;
  email: string;
  phone: string;
  mainActivity: string;
  foundationDate: string;
  annualRevenue: string;
  netWorth: string;
  limitUsedValue?: string;
  isBlocked?: boolean;
  isRestrictiveBlocked?: boolean;
  ignoreCcgSignature?: boolean;
  enableAnnualInstallments?: boolean;
  /** Branch numbers (the 4 characters after the slash) of its filiais. */
  branches?: string[];
  economicGroup?: { name: string; holdingKey?: string };
  approved: BrokerKey[];
  pending?: BrokerKey[];
  location: PartyLocationInput;
  /** CCG status (domain/ccgStatus.ts); signed (Assinado) unless said otherwise. */
  ccgStatus?: CCGStatusId | null;
  /** Partners from the QSA, with the PEP flags the PEP engine reads. */
  partners?: { name: string; cpf: string; pep?: 'exposed' | 'relative' | 'associate' }[];
}

const cnpj = (root: string, branch = '0001') => cnpjWithCheckDigits(`${root}${branch}`);

/** Prime sees Alvorada, its group company, Serra Verde, Rio Claro and Atlântico; Horizonte sees
 * Horizonte Azul and Vale do Sol only; Marcos Teixeira awaits Prime's nomination request. */
const holders: DemoHolder[] = [
  {
    key: 'alvorada',
    partners: [
      { name: 'Marcelo Augusto Ferraz', cpf: cpfWithCheckDigits('215837460') },
      { name: 'Lúcia Ferraz Monteiro', cpf: cpfWithCheckDigits('907254318') },
    ],
    name: 'Construtora Alvorada Ltda.',
    cpfCnpj: cnpj('12845037'),
    email: 'financeiro@construtoraalvorada.com.br',
    phone: '1132654800',
    mainActivity: 'Construção de edifícios (CNAE 4120-4/00)',
    foundationDate: '2004-03-15',
    annualRevenue: '48000000.00',
    netWorth: '21000000.00',
    limitUsedValue: '2500000.00',
    enableAnnualInstallments: true,
    branches: ['0002', '0003'],
    economicGroup: { name: 'Grupo Alvorada' },
    approved: ['prime'],
    location: {
      ZipCode: '01310100',
      AddressName: 'Avenida Paulista',
      Number: '1578',
      Complement: '9º andar',
      Neighborhood: 'Bela Vista',
      StateProvinceId: 35,
      CityId: 3550308,
    },
  },
  {
    key: 'alvoradaIncorporacoes',
    name: 'Alvorada Incorporações Ltda.',
    cpfCnpj: cnpj('30571846'),
    email: 'contato@alvoradaincorporacoes.com.br',
    phone: '1937224100',
    mainActivity: 'Incorporação de empreendimentos imobiliários (CNAE 4110-7/00)',
    foundationDate: '2015-06-01',
    annualRevenue: '12000000.00',
    netWorth: '4500000.00',
    economicGroup: { name: 'Grupo Alvorada', holdingKey: 'alvorada' },
    approved: ['prime'],
    location: {
      ZipCode: '13015904',
      AddressName: 'Avenida Francisco Glicério',
      Number: '1100',
      Complement: null,
      Neighborhood: 'Centro',
      StateProvinceId: 35,
      CityId: 3509502,
    },
  },
  {
    key: 'serraVerde',
    ccgStatus: CCGStatus.AguardandoAssinatura,
    name: 'Metalúrgica Serra Verde S.A.',
    cpfCnpj: cnpj('17469250'),
    email: 'suprimentos@serraverde.ind.br',
    phone: '3135409000',
    mainActivity: 'Fabricação de estruturas metálicas (CNAE 2511-0/00)',
    foundationDate: '1988-09-20',
    annualRevenue: '95000000.00',
    netWorth: '52000000.00',
    ignoreCcgSignature: true,
    branches: ['0002'],
    approved: ['prime'],
    location: {
      ZipCode: '30130009',
      AddressName: 'Avenida Afonso Pena',
      Number: '3880',
      Complement: null,
      Neighborhood: 'Funcionários',
      StateProvinceId: 31,
      CityId: 3106200,
    },
  },
  {
    key: 'rioClaro',
    partners: [
      { name: 'Roberto Almeida Prado', cpf: cpfWithCheckDigits('318604752'), pep: 'relative' },
      { name: 'Helena Prado Siqueira', cpf: cpfWithCheckDigits('642019385') },
    ],
    name: 'Pavimentadora Rio Claro Ltda.',
    cpfCnpj: cnpj('24913587'),
    email: 'obras@pavrioclaro.com.br',
    phone: '4133228700',
    mainActivity: 'Obras de pavimentação (CNAE 4211-1/02)',
    foundationDate: '2012-02-10',
    annualRevenue: '20000000.00',
    netWorth: '3200000.00',
    isBlocked: true,
    approved: ['prime'],
    location: {
      ZipCode: '80020310',
      AddressName: 'Rua XV de Novembro',
      Number: '700',
      Complement: 'Sala 12',
      Neighborhood: 'Centro',
      StateProvinceId: 41,
      CityId: 4106902,
    },
  },
  {
    key: 'atlantico',
    name: 'Serviços Gerais Atlântico Ltda.',
    cpfCnpj: cnpj('33720614'),
    email: 'adm@atlanticoservicos.com.br',
    phone: '8133261500',
    mainActivity: 'Limpeza e conservação predial (CNAE 8121-4/00)',
    foundationDate: '2019-05-02',
    annualRevenue: '8000000.00',
    netWorth: '600000.00',
    isRestrictiveBlocked: true,
    approved: ['prime'],
    location: {
      ZipCode: '51011000',
      AddressName: 'Avenida Boa Viagem',
      Number: '3500',
      Complement: null,
      Neighborhood: 'Boa Viagem',
      StateProvinceId: 26,
      CityId: 2611606,
    },
  },
  {
    key: 'horizonteAzul',
    name: 'Engenharia Horizonte Azul S.A.',
    cpfCnpj: cnpj('41268395'),
    email: 'contratos@horizonteazul.eng.br',
    phone: '5132871900',
    mainActivity: 'Obras de infraestrutura e energia (CNAE 4221-9/02)',
    foundationDate: '1999-11-08',
    annualRevenue: '130000000.00',
    netWorth: '40000000.00',
    branches: ['0002'],
    approved: ['horizonte'],
    location: {
      ZipCode: '90020025',
      AddressName: 'Avenida Borges de Medeiros',
      Number: '410',
      Complement: '15º andar',
      Neighborhood: 'Centro Histórico',
      StateProvinceId: 43,
      CityId: 4314902,
    },
  },
  {
    key: 'valeDoSol',
    name: 'Saneamento Vale do Sol Ltda.',
    cpfCnpj: cnpj('52094781'),
    email: 'licitacoes@valedosol.com.br',
    phone: '7134507700',
    mainActivity: 'Obras de saneamento básico (CNAE 4222-7/01)',
    foundationDate: '2008-04-17',
    annualRevenue: '36000000.00',
    netWorth: '9800000.00',
    approved: ['horizonte'],
    location: {
      ZipCode: '41820021',
      AddressName: 'Avenida Tancredo Neves',
      Number: '1632',
      Complement: null,
      Neighborhood: 'Caminho das Árvores',
      StateProvinceId: 29,
      CityId: 2927408,
    },
  },
  {
    key: 'teixeira',
    name: 'Marcos Antônio Teixeira',
    cpfCnpj: cpfWithCheckDigits('418205736'),
    email: 'marcos.teixeira@engteixeira.com.br',
    phone: '21987014422',
    mainActivity: 'Engenheiro civil autônomo: reformas e laudos',
    foundationDate: '2010-08-23',
    annualRevenue: '1200000.00',
    netWorth: '800000.00',
    approved: [],
    pending: ['prime'],
    location: {
      ZipCode: '20040002',
      AddressName: 'Avenida Rio Branco',
      Number: '156',
      Complement: 'Sala 2310',
      Neighborhood: 'Centro',
      StateProvinceId: 33,
      CityId: 3304557,
    },
  },
];

const SEED_AUTHOR = { name: 'Carga inicial' };

const brokerIds = async (db: Database, companyId: number) => {
  const rows = await db
    .select({ id: brokers.id, name: brokers.name })
    .from(brokers)
    .where(eq(brokers.companyId, companyId));
  const find = (prefix: string) => rows.find((row) => row.name.startsWith(prefix))?.id;
  return { prime: find('Prime'), horizonte: find('Horizonte') } as Record<
    BrokerKey,
    number | undefined
  >;
};

/** Demo policy holders with branches, addresses, financials, limits and nominations. */
export const seedDemoPolicyHolders = async (db: Database, companyId: number) => {
  const [existing] = await db
    .select({ id: policyHolders.id })
    .from(policyHolders)
    .where(eq(policyHolders.companyId, companyId))
    .limit(1);
  if (existing) return;
  const brokerOf = await brokerIds(db, companyId);
  const idOf: Record<string, number> = {};
  for (const holder of holders) {
    const outcome = calculatePolicyHolderLimits(holder);
    const limits = outcome.ok ? outcome.limits : undefined;
    const [row] = await db
      .insert(policyHolders)
      .values({
        companyId,
        name: holder.name,
        cpfCnpj: holder.cpfCnpj,
        email: holder.email,
        phone: holder.phone,
        mainActivity: holder.mainActivity,
        foundationDate: holder.foundationDate,
        annualRevenue: holder.annualRevenue,
        netWorth: holder.netWorth,
        isBlocked: holder.isBlocked ?? false,
        isRestrictiveBlocked: holder.isRestrictiveBlocked ?? false,
        ignoreCcgSignature: holder.ignoreCcgSignature ?? false,
        enableAnnualInstallments: holder.enableAnnualInstallments ?? false,
        economicGroupName: holder.economicGroup?.name ?? null,
        economicGroupHoldingId: holder.economicGroup?.holdingKey
          ? idOf[holder.economicGroup.holdingKey]
          : null,
        riskClass: limits?.riskClass ?? null,
        limitValue: limits?.limitValue.toFixed(2) ?? null,
        limitUsedValue: holder.limitUsedValue ?? '0',
        baseRate: limits?.baseRate.toFixed(4) ?? null,
        limitsCalculatedAt: limits ? new Date() : null,
        ccgStatus: holder.ccgStatus === undefined ? CCGStatus.Assinado : holder.ccgStatus,
        // the bureau was queried at seeding: the registration engine finds the data current
        bureauDataQueriedAt: holder.cpfCnpj.length === 14 ? new Date() : null,
        cnpjSituation: holder.cpfCnpj.length === 14 ? 'ATIVA' : null,
      })
      .returning({ id: policyHolders.id });
    idOf[holder.key] = row.id;
    if (holder.partners?.length) {
      await db.insert(partyPartners).values(
        holder.partners.map((partner) => ({
          companyId,
          ownerKind: 'policy_holder',
          ownerId: row.id,
          name: partner.name,
          cpfCnpj: partner.cpf,
          isPoliticallyExposed: partner.pep === 'exposed',
          isPepRelative: partner.pep === 'relative',
          isPepCloseAssociate: partner.pep === 'associate',
        })),
      );
    }
    for (const branch of holder.branches ?? []) {
      await db.insert(policyHolderBranches).values({
        companyId,
        policyHolderId: row.id,
        cnpj: cnpj(holder.cpfCnpj.slice(0, 8), branch),
      });
    }
    await addLocation(
      db,
      { companyId, kind: 'policy_holder', id: row.id, historyEntity: 'PolicyHolder' },
      holder.location,
      SEED_AUTHOR,
    );
    const nominations = [
      ...holder.approved.map((key) => ({ key, status: 'approved' })),
      ...(holder.pending ?? []).map((key) => ({ key, status: 'pending' })),
    ];
    for (const { key, status } of nominations) {
      const brokerId = brokerOf[key];
      if (!brokerId) continue;
      await db
        .insert(policyHolderNominations)
        .values({
          companyId,
          policyHolderId: row.id,
          brokerId,
          status,
          decidedAt: status === 'approved' ? new Date() : null,
        })
        .onConflictDoNothing();
    }
  }
};
