import { createHash, randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DocumentStatusName } from '../../../../domain/documentStatus';
import type { RequestDocumentOwnerKind } from '../../../../domain/requestDocuments';
import { type FileStorage, localDiskStorage } from '../../../modules/files/storage';
import type { Database } from '../../client';
import {
  archives,
  brokers,
  companies,
  insureds,
  policyHolders,
  requestDocumentArchives,
  requestDocuments,
  users,
} from '../../schema';

/** The storage the gateway reads by default (config: FILES_DIR or DATA_DIR/files). */
export const defaultStorage = () =>
  localDiskStorage(
    resolve(process.env.FILES_DIR || join(process.env.DATA_DIR || './data', 'files')),
  );

/** A one-page PDF saying `title`, so the demo downloads open in any viewer. */
export const demoPdf = (title: string, subtitle: string): Buffer => {
  const text = (value: string) => value.replace(/[()\\]/g, (char) => `\\${char}`);
  const ascii = (value: string) => value.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  const stream =
    `BT /F1 18 Tf 72 760 Td (${text(ascii(title))}) Tj ET\n` +
    `BT /F1 11 Tf 72 736 Td (${text(ascii(subtitle))}) Tj ET\n` +
    'BT /F1 9 Tf 72 712 Td (Documento de demonstracao gerado pelo Aval.) Tj ET\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

interface DemoDocument {
  name: string;
  description?: string;
  status: DocumentStatusName;
  reviewNote?: string;
  /** A PDF archive is attached (written through the file storage, so it downloads). */
  file?: string;
}

interface SeedContext {
  db: Database;
  storage: FileStorage;
  companyId: number;
  companyKey: string;
  requestedBy: number | null;
}

/** A demo PDF attached to one request document (its recorded owner). */
const addArchive = async (
  ctx: SeedContext,
  fileName: string,
  subtitle: string,
  requestDocumentId: number,
) => {
  const bytes = demoPdf(fileName.replace(/\.pdf$/, ''), subtitle);
  const uniqueId = randomUUID();
  const relativePath = `2026/01/${uniqueId}.pdf`;
  await ctx.storage.put(`${ctx.companyKey}/${relativePath}`, bytes);
  const [archive] = await ctx.db
    .insert(archives)
    .values({
      companyId: ctx.companyId,
      uniqueId,
      name: fileName,
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: bytes.length,
      relativePath,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedByUserId: ctx.requestedBy,
      ownerKind: 'request_document',
      ownerId: requestDocumentId,
    })
    .returning({ id: archives.id });
  return archive.id;
};

const addDocuments = async (
  ctx: SeedContext,
  ownerKind: RequestDocumentOwnerKind,
  ownerId: number,
  ownerName: string,
  documents: DemoDocument[],
) => {
  for (const document of documents) {
    const reviewed = document.status === 'Conforme' || document.status === 'Reprovado';
    const [row] = await ctx.db
      .insert(requestDocuments)
      .values({
        companyId: ctx.companyId,
        ownerKind,
        ownerId,
        name: document.name,
        description: document.description ?? null,
        status: document.status,
        reviewNote: document.reviewNote ?? null,
        requestedByUserId: ctx.requestedBy,
        reviewedByUserId: reviewed ? ctx.requestedBy : null,
        reviewedAt: reviewed ? new Date() : null,
      })
      .returning({ id: requestDocuments.id });
    if (document.file) {
      const archiveId = await addArchive(ctx, document.file, ownerName, row.id);
      await ctx.db
        .insert(requestDocumentArchives)
        .values({ requestDocumentId: row.id, archiveId, uploadedByUserId: ctx.requestedBy });
    }
  }
};

const brokerDocuments: Record<string, DemoDocument[]> = {
  'Prime Corretora de Seguros Ltda.': [
    { name: 'Contrato social', status: 'Conforme', file: 'contrato-social-prime.pdf' },
    { name: 'Cartão CNPJ', status: 'Aguardando_Analise', file: 'cartao-cnpj-prime.pdf' },
    {
      name: 'Certidão SUSEP',
      description: 'Certidão de regularidade emitida pela SUSEP nos últimos 90 dias',
      status: 'Pendente',
    },
  ],
  'Horizonte Corretora de Seguros Ltda.': [
    { name: 'Contrato social', status: 'Conforme', file: 'contrato-social-horizonte.pdf' },
    { name: 'Cartão CNPJ', status: 'Pendente' },
    {
      name: 'Certidão SUSEP',
      status: 'Reprovado',
      reviewNote: 'Certidão vencida; envie a emitida nos últimos 90 dias.',
      file: 'certidao-susep-horizonte.pdf',
    },
  ],
};

const holderDocuments: DemoDocument[] = [
  { name: 'Contrato social', status: 'Aguardando_Analise', file: 'contrato-social.pdf' },
  {
    name: 'Balanço patrimonial 2025',
    description: 'Balanço assinado pelo contador, com DRE',
    status: 'Pendente',
  },
];
const holderLimitDocuments: DemoDocument[] = [
  { name: 'Demonstração de resultado (DRE) 2025', status: 'Pendente' },
];

/**
 * Demo request documents of the parties and the insurer's catalogue. Parties are looked up by
 * name (brokers) or taken from what the other seeds created (holders, insured); a missing party
 * simply gets no documents.
 */
export const seedDemoDocuments = async (
  db: Database,
  companyId: number,
  storage: FileStorage = defaultStorage(),
) => {
  const [company] = await db
    .select({ companyKey: companies.companyKey })
    .from(companies)
    .where(eq(companies.id, companyId));
  const [adminUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.login, 'admin')));
  const ctx: SeedContext = {
    db,
    storage,
    companyId,
    companyKey: company.companyKey,
    requestedBy: adminUser?.id ?? null,
  };

  await addDocuments(ctx, 'insurer', companyId, 'Garantia Brasil Seguros S.A.', [
    { name: 'Política de subscrição', status: 'Conforme', file: 'politica-de-subscricao.pdf' },
    { name: 'Condições gerais', status: 'Conforme', file: 'condicoes-gerais.pdf' },
  ]);

  const brokerRows = await db
    .select({ id: brokers.id, name: brokers.name })
    .from(brokers)
    .where(
      and(eq(brokers.companyId, companyId), inArray(brokers.name, Object.keys(brokerDocuments))),
    );
  for (const broker of brokerRows) {
    const documents = brokerDocuments[broker.name];
    await addDocuments(ctx, 'broker', broker.id, broker.name, documents);
    if (documents.some((document) => document.status === 'Aguardando_Analise')) {
      await db
        .update(brokers)
        .set({ hasPendingComplianceValidation: true })
        .where(eq(brokers.id, broker.id));
    }
  }

  const holders = await db
    .select({ id: policyHolders.id, name: policyHolders.name })
    .from(policyHolders)
    .where(eq(policyHolders.companyId, companyId))
    .orderBy(asc(policyHolders.id))
    .limit(2);
  for (const holder of holders) {
    await addDocuments(ctx, 'policy_holder', holder.id, holder.name, holderDocuments);
    await addDocuments(ctx, 'policy_holder_limit', holder.id, holder.name, holderLimitDocuments);
  }

  const [insured] = await db
    .select({ id: insureds.id, name: insureds.name })
    .from(insureds)
    .where(eq(insureds.companyId, companyId))
    .orderBy(asc(insureds.id))
    .limit(1);
  if (insured) {
    await addDocuments(ctx, 'insured', insured.id, insured.name, [
      { name: 'Edital de licitação', status: 'Conforme', file: 'edital.pdf' },
    ]);
  }
};
