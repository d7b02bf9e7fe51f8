import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { CCGStatus } from '../../../domain/ccgStatus';
import { type CcgTemplateInput, DEFAULT_CCG_TEMPLATE } from '../../../domain/ccgTemplate';
import { CardType } from '../../../domain/cardTypes';
import type {
  CcgWriteBody,
  CreateCcgBody,
  UploadSignedCcgBody,
} from '../../../domain/contracts/ccg';
import { PipeKey } from '../../../domain/kanban';
import { maskDocument } from '../../../domain/cpfCnpj';
import { todayInBrazil } from '../../../domain/policyTerm';
import { isInsuranceStaff } from '../../../domain/userTypes';
import type { GatewayContext } from '../../context';
import { brokers, companies, policyHolderCcgs, policyHolderNominations } from '../../db/schema';
import { ConflictError, ForbiddenError, ValidationError } from '../../http/errors';
import { attachArchives } from '../files/attach';
import { downloadUrl, saveUpload } from '../files/service';
import type { FileStorage } from '../files/storage';
import { openCard } from '../kanban/cards';
import { publishBoardChange } from '../kanban/events';
import { locationsByOwner } from '../locations/partyLocations';
import { sendMail } from '../mail/service';
import { findVisiblePolicyHolder } from '../policy-holders/scope';
import type { AuthContext } from '../security/principal';
import { changeCcg, statusChange, syncHolderStatus } from './lifecycle';
import * as M from './messages';
import { renderCcgPdf } from './pdf';
import { ccgInfoOf, findVisibleCcg, latestCcgOf } from './queries';
import { templateRow } from './settings';

export interface CcgContext extends GatewayContext {
  storage: FileStorage;
}

/** A CCG still on its way (a new one waits for it to be signed or refused). */
const OPEN_STATUSES: readonly number[] = [
  CCGStatus.Criado,
  CCGStatus.AguardandoAssinatura,
  CCGStatus.AguardandoAnaliseSeguradora,
  CCGStatus.AguardandoCorretor,
];

/** The CCG's number as its contract shows it ([NUMERO_CCG]). */
export const ccgNumber = (uniqueId: string) => uniqueId.slice(0, 8).toUpperCase();

/**
 * CreatePolicyHolderCCG: a new CCG (Criado) for a holder with no CCG on its way, its contract
 * generated from the tenant's template (the holder's, the insurer's and the guarantors' tags
 * filled) and stored as an archive of the holder (downloads follow the holder's scope).
 */
export const createCcg = async (
  { db, storage }: CcgContext,
  auth: AuthContext,
  body: CreateCcgBody,
) => {
  const holder = await findVisiblePolicyHolder(db, auth, body.PolicyHolderUniqueId);
  const latest = await latestCcgOf(db, auth.companyId, holder.id);
  if (latest && OPEN_STATUSES.includes(latest.status)) throw new ConflictError(M.CCG_OPEN_EXISTS);
  const [[company], template, locations] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, auth.companyId)),
    templateRow(db, auth.companyId),
    locationsByOwner(db, auth.companyId, 'policy_holder', [holder.id]),
  ]);
  const uniqueId = randomUUID();
  const input: CcgTemplateInput = {
    holder: {
      Name: holder.name,
      CpfCnpj: holder.cpfCnpj,
      Locations: locations.get(holder.id) ?? [],
    },
    insurer: {
      Name: company.name,
      Cnpj: company.cnpj,
      AddressName: company.addressName,
      Number: company.addressNumber,
      Complement: company.complement,
      Neighborhood: company.neighborhood,
      CityName: company.city,
      StateName: company.state,
      ZipCode: company.zipCode,
    },
    guarantors: body.Guarantors,
    number: ccgNumber(uniqueId),
    today: todayInBrazil(),
  };
  const bytes = await renderCcgPdf(template?.content ?? DEFAULT_CCG_TEMPLATE, input);
  const row = await db.transaction(async (tx) => {
    const stored = await saveUpload(
      tx,
      storage,
      auth,
      `ccg-${ccgNumber(uniqueId).toLowerCase()}.pdf`,
      bytes,
    );
    const [archive] = await attachArchives(tx, auth, [stored.uniqueIdentifier], {
      kind: 'policy_holder',
      id: holder.id,
    });
    const [created] = await tx
      .insert(policyHolderCcgs)
      .values({
        companyId: auth.companyId,
        uniqueId,
        policyHolderId: holder.id,
        status: CCGStatus.Criado,
        manual: body.Manual ?? false,
        contractArchiveId: archive.id,
        guarantors: body.Guarantors,
        createdByUserId: auth.userId,
      })
      .returning();
    await syncHolderStatus(tx, created);
    return created;
  });
  return ccgInfoOf(db, row);
};

/** The e-mails of the brokers nominated (approved) by the holder. */
const brokerEmailsOf = async (db: GatewayContext['db'], companyId: number, holderId: number) =>
  (
    await db
      .selectDistinct({ email: brokers.email, name: brokers.name })
      .from(policyHolderNominations)
      .innerJoin(brokers, eq(brokers.id, policyHolderNominations.brokerId))
      .where(
        and(
          eq(policyHolderNominations.companyId, companyId),
          eq(policyHolderNominations.policyHolderId, holderId),
          eq(policyHolderNominations.status, 'approved'),
          isNotNull(brokers.email),
        ),
      )
  ).filter((row): row is { email: string; name: string } => Boolean(row.email?.trim()));

/** What sending to the broker does to each status (the others refuse: 409). */
const SEND_TRANSITIONS: Partial<Record<number, number>> = {
  [CCGStatus.Criado]: CCGStatus.AguardandoAssinatura,
  [CCGStatus.AguardandoAssinatura]: CCGStatus.AguardandoAssinatura,
  // a refused change goes back to the broker to be redone
  [CCGStatus.AlteracaoReprovada]: CCGStatus.AguardandoCorretor,
  [CCGStatus.AguardandoCorretor]: CCGStatus.AguardandoCorretor,
};

/**
 * KanbanPolicyHolderCCGSendToBroker: e-mails the contract's download link to the holder's
 * nominated brokers (through the mail outbox) and sets the CCG waiting for them: Aguardando
 * Assinatura the first time, Aguardando Corretor after a refused change (a resend keeps it).
 */
export const sendCcgToBroker = async (
  context: CcgContext,
  auth: AuthContext,
  body: CcgWriteBody,
) => {
  const { db, config } = context;
  const { ccg, holder } = await findVisibleCcg(db, auth, body.CCGUniqueId);
  if (body.Version !== ccg.version) throw new ConflictError(M.CCG_STALE);
  const next = SEND_TRANSITIONS[ccg.status];
  if (next === undefined) throw new ConflictError(M.CCG_CANNOT_SEND(ccg.status));
  const recipients = await brokerEmailsOf(db, auth.companyId, holder.id);
  if (!recipients.length) throw new ConflictError(M.CCG_NO_BROKER);
  const info = await ccgInfoOf(db, ccg);
  const link = info.ContractArchive
    ? await downloadUrl(db, config, auth, info.ContractArchive.UniqueId)
    : null;
  const now = new Date();
  const row = await db.transaction((tx) =>
    changeCcg(tx, auth, ccg, { status: next, sentToBrokerAt: now }, [
      ...(next !== ccg.status ? [statusChange(ccg.status, next)] : []),
      {
        field: 'SentToBroker',
        oldValue: null,
        newValue: recipients.map((r) => r.email).join(', '),
      },
    ]),
  );
  for (const recipient of recipients) {
    await sendMail(context, {
      companyId: auth.companyId,
      to: recipient.email,
      subject: `CCG do tomador ${holder.name} para assinatura`,
      text: [
        `Olá, ${recipient.name}.`,
        '',
        `O contrato de contragarantia (CCG nº ${ccgNumber(ccg.uniqueId)}) do tomador ${holder.name} ` +
          `(${maskDocument(holder.cpfCnpj)}) está disponível para assinatura.`,
        ...(ccg.refusalReason ? ['', `Motivo da reprovação anterior: ${ccg.refusalReason}`] : []),
        '',
        link
          ? `Baixe o contrato: ${link}`
          : 'O contrato está disponível no portal, na tela do tomador.',
        '',
        'Depois de assinado pelo tomador e pelos fiadores, envie a cópia assinada pelo portal.',
      ].join('\n'),
    });
  }
  return ccgInfoOf(db, row);
};

/** From which statuses a signed copy is taken (a manual CCG, signed on paper, from the start). */
const uploadableFrom = (manual: boolean): readonly number[] =>
  manual
    ? [CCGStatus.Criado, CCGStatus.AguardandoAssinatura, CCGStatus.AguardandoCorretor]
    : [CCGStatus.AguardandoAssinatura, CCGStatus.AguardandoCorretor];

/**
 * UploadPolicyHolderCCGSigned: attaches the signed copy (sent first through Archive/Upload) to
 * the holder, sets the CCG Aguardando Análise Seguradora and opens its card in the CCG pipe:
 * ANALISE_CCG, or ANALISE_CCG_MANUAL for a CCG signed on paper (the insurer's upload). One card
 * per CCG under analysis (openKey ccg:<id>).
 */
export const uploadSignedCcg = async (
  { db }: CcgContext,
  auth: AuthContext,
  body: UploadSignedCcgBody,
) => {
  const { ccg, holder } = await findVisibleCcg(db, auth, body.CCGUniqueId);
  if (body.Version !== ccg.version) throw new ConflictError(M.CCG_STALE);
  if (!body.ArchiveUniqueId.trim()) throw new ValidationError(M.CCG_ARCHIVE_REQUIRED);
  if (ccg.manual && !isInsuranceStaff(auth.userTypeId)) {
    throw new ForbiddenError(M.CCG_MANUAL_INSURER_ONLY);
  }
  if (!uploadableFrom(ccg.manual).includes(ccg.status)) {
    throw new ConflictError(M.CCG_CANNOT_UPLOAD(ccg.status));
  }
  const { row, card } = await db.transaction(async (tx) => {
    const [archive] = await attachArchives(
      tx,
      auth,
      [body.ArchiveUniqueId],
      { kind: 'policy_holder', id: holder.id },
      'ArchiveUniqueId',
    );
    const changed = await changeCcg(
      tx,
      auth,
      ccg,
      {
        status: CCGStatus.AguardandoAnaliseSeguradora,
        signedArchiveId: archive.id,
        refusalReason: null,
      },
      [
        statusChange(ccg.status, CCGStatus.AguardandoAnaliseSeguradora),
        { field: 'SignedArchive', oldValue: null, newValue: archive.name },
      ],
    );
    const opened = await openCard(tx, {
      companyId: auth.companyId,
      pipeKey: PipeKey.CCG,
      cardType: ccg.manual ? CardType.ANALISE_CCG_MANUAL : CardType.ANALISE_CCG,
      referenceKind: 'ccg',
      referenceId: ccg.id,
      title: `CCG · ${holder.name}`,
      description: ccg.manual
        ? 'CCG assinado em papel enviado pela seguradora: conferir assinaturas.'
        : 'Cópia assinada do CCG enviada: conferir assinaturas do tomador e dos fiadores.',
      document: holder.cpfCnpj,
      openKey: `ccg:${ccg.id}`,
    });
    return { row: changed, card: opened };
  });
  publishBoardChange({
    companyId: auth.companyId,
    pipeId: card.pipeId,
    cardId: card.id,
    kind: card.created ? 'created' : 'changed',
  });
  return ccgInfoOf(db, row);
};
