import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { CCGStatus } from '../../../domain/ccgStatus';
import { CardType } from '../../../domain/cardTypes';
import { DEFAULT_CCG_TEMPLATE, type CcgGuarantor } from '../../../domain/ccgTemplate';
import { PipeKey } from '../../../domain/kanban';
import { ccgNumber } from '../../modules/ccg/commands';
import type { FileStorage } from '../../modules/files/storage';
import { openCard } from '../../modules/kanban/cards';
import type { Database } from '../client';
import {
  archives,
  ccgSteps,
  ccgTemplates,
  companies,
  policyHolderCcgs,
  policyHolders,
  users,
} from '../schema';
import { cpfWithCheckDigits } from './documentNumbers';
import { defaultStorage, demoPdf } from './parties/documents';

/** The steps a tenant's CCG goes through, as /stepper starts. */
export const defaultCcgSteps = [
  {
    name: 'Geração do contrato',
    description: 'O contrato é gerado pelo modelo com os dados do tomador e dos fiadores.',
    ccgStatus: CCGStatus.Criado,
    required: true,
  },
  {
    name: 'Envio ao corretor',
    description: 'O contrato segue por e-mail às corretoras nomeadas para coletar as assinaturas.',
    ccgStatus: CCGStatus.AguardandoAssinatura,
    required: true,
  },
  {
    name: 'Ajustes do corretor',
    description: 'Depois de uma alteração reprovada, o corretor refaz e reenvia a cópia assinada.',
    ccgStatus: CCGStatus.AguardandoCorretor,
    required: false,
  },
  {
    name: 'Análise da seguradora',
    description: 'A seguradora confere as assinaturas da cópia enviada (esteira CCG).',
    ccgStatus: CCGStatus.AguardandoAnaliseSeguradora,
    required: true,
  },
  {
    name: 'Contrato assinado',
    description: 'CCG válido: o motor de crédito deixa de encaminhar o tomador por ele.',
    ccgStatus: CCGStatus.Assinado,
    required: true,
  },
];

/** The tenant's template and steps (any tenant: the second test tenant too). */
export const seedCcgSettings = async (db: Database, companyId: number) => {
  await db
    .insert(ccgTemplates)
    .values({ companyId, content: DEFAULT_CCG_TEMPLATE })
    .onConflictDoNothing({ target: ccgTemplates.companyId });
  const [existing] = await db
    .select({ id: ccgSteps.id })
    .from(ccgSteps)
    .where(eq(ccgSteps.companyId, companyId))
    .limit(1);
  if (existing) return;
  await db
    .insert(ccgSteps)
    .values(defaultCcgSteps.map((step, index) => ({ companyId, sortOrder: index + 1, ...step })));
};

const demoGuarantors = (holderName: string, index: number): CcgGuarantor[] => {
  const first = holderName
    .split(' ')[0]
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  return [
    {
      Name: ['Ricardo Mendonça Lopes', 'Sílvia Araújo Pacheco', 'Otávio Rezende Cunha'][index % 3],
      Cpf: cpfWithCheckDigits(String(410_250_300 + index * 7919).slice(0, 9)),
      Email: `fiador1@${first || 'tomador'}.com.br`,
    },
  ];
};

/**
 * Demo CCGs: a signed one (contract and signed copy) for every demo holder the seed marks
 * Assinado, so the credit engine approves them as before; for a holder in another status, a CCG
 * in that status, and the one Aguardando Análise Seguradora with its ANALISE_CCG card.
 */
export const seedDemoCcgs = async (
  db: Database,
  companyId: number,
  storage: FileStorage = defaultStorage(),
) => {
  await seedCcgSettings(db, companyId);
  const [company] = await db
    .select({ companyKey: companies.companyKey })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [adminUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, 'admin')));
  const holders = await db
    .select()
    .from(policyHolders)
    .where(and(eq(policyHolders.companyId, companyId), isNotNull(policyHolders.ccgStatus)))
    .orderBy(asc(policyHolders.id));
  const storeArchive = async (holderId: number, fileName: string, subtitle: string) => {
    const bytes = demoPdf(fileName.replace(/\.pdf$/, ''), subtitle);
    const uniqueId = randomUUID();
    const relativePath = `2026/01/${uniqueId}.pdf`;
    await storage.put(`${company.companyKey}/${relativePath}`, bytes);
    const [archive] = await db
      .insert(archives)
      .values({
        companyId,
        uniqueId,
        name: fileName,
        extension: 'pdf',
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        relativePath,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploadedByUserId: adminUser?.id ?? null,
        ownerKind: 'policy_holder',
        ownerId: holderId,
      })
      .returning({ id: archives.id });
    return archive.id;
  };
  for (const [index, holder] of holders.entries()) {
    // the one holder whose CCG waits for signatures goes one step on: signed, under analysis
    const status =
      holder.ccgStatus === CCGStatus.AguardandoAssinatura
        ? CCGStatus.AguardandoAnaliseSeguradora
        : (holder.ccgStatus as number);
    const uniqueId = randomUUID();
    const number = ccgNumber(uniqueId);
    const contractArchiveId = await storeArchive(
      holder.id,
      `ccg-${number.toLowerCase()}.pdf`,
      `Contrato de contragarantia ${number} - ${holder.name}`,
    );
    const signed =
      status === CCGStatus.Assinado || status === CCGStatus.AguardandoAnaliseSeguradora;
    const signedArchiveId = signed
      ? await storeArchive(
          holder.id,
          `ccg-${number.toLowerCase()}-assinado.pdf`,
          `CCG ${number} assinado - ${holder.name}`,
        )
      : null;
    const [ccg] = await db
      .insert(policyHolderCcgs)
      .values({
        companyId,
        uniqueId,
        policyHolderId: holder.id,
        status,
        contractArchiveId,
        signedArchiveId,
        guarantors: demoGuarantors(holder.name, index),
        sentToBrokerAt: status === CCGStatus.Criado ? null : new Date(),
        createdByUserId: adminUser?.id ?? null,
      })
      .returning();
    if (status !== holder.ccgStatus) {
      await db
        .update(policyHolders)
        .set({ ccgStatus: status })
        .where(eq(policyHolders.id, holder.id));
    }
    if (status === CCGStatus.AguardandoAnaliseSeguradora) {
      await openCard(db, {
        companyId,
        pipeKey: PipeKey.CCG,
        cardType: CardType.ANALISE_CCG,
        referenceKind: 'ccg',
        referenceId: ccg.id,
        title: `CCG · ${holder.name}`,
        description:
          'Cópia assinada do CCG enviada: conferir assinaturas do tomador e dos fiadores.',
        document: holder.cpfCnpj,
        openKey: `ccg:${ccg.id}`,
      });
    }
  }
};
