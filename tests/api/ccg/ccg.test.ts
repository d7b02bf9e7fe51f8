import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CCGStatus } from '../../../domain/ccgStatus';
import type { CcgInfo } from '../../../domain/contracts/ccg';
import type { KanbanStepCards } from '../../../domain/contracts/kanban';
import { kanbanCards, kanbanPipes, mailOutbox, policyHolderCcgs } from '../../../server/db/schema';
import { type Caller, callerFor, expectStatus, otherTenantCaller } from '../support/caller';
import { createTestApp, type TestApp } from '../support/testApp';
import { archiveText, GUARANTORS, holderNamed, KANBAN, uploadAs } from './helpers';

let t: TestApp;
let filesDir: string;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'aval-ccg-'));
  t = await createTestApp({ config: { filesDir } });
  admin = await callerFor(t.app, 'admin');
  analista = await callerFor(t.app, 'analista');
  corretor = await callerFor(t.app, 'corretor');
  otherTenant = await otherTenantCaller(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

const ALVORADA = 'Construtora Alvorada Ltda.';
const SERRA_VERDE = 'Metalúrgica Serra Verde S.A.';

const create = async (holderName: string, extra: Record<string, unknown> = {}) => {
  const holder = await holderNamed(t, holderName);
  return admin.post('/api/PolicyHolder/CreatePolicyHolderCCG', {
    PolicyHolderUniqueId: holder.uniqueId,
    Guarantors: GUARANTORS,
    ...extra,
  });
};

const ccgPipe = async () => {
  const [pipe] = await t.db.select().from(kanbanPipes).where(eq(kanbanPipes.analysisType, 'CCG'));
  const board = await admin.get(`${KANBAN}/pipes/${pipe.id}/steps/filter`);
  expectStatus(board, 200);
  const steps = board.body.data as KanbanStepCards[];
  return { pipe, steps, step: (kind: string) => steps.find((one) => one.kind === kind)! };
};

const cardsOf = (ccgId: number) =>
  t.db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.referenceKind, 'ccg'), eq(kanbanCards.referenceId, ccgId)));

const rowOf = async (uniqueId: string) =>
  (await t.db.select().from(policyHolderCcgs).where(eq(policyHolderCcgs.uniqueId, uniqueId)))[0];

describe('the CCG lifecycle', () => {
  it('creates the CCG (Criado) with its contract PDF filled from the template, sends it to the broker, takes the signed copy and opens one ANALISE_CCG card; approving signs it', async () => {
    const created = await create(ALVORADA);
    expectStatus(created, 200);
    const ccg = created.data as CcgInfo;
    expect(ccg).toMatchObject({ Status: CCGStatus.Criado, StatusName: 'Criado', Manual: false });
    expect(ccg.Guarantors.map((g) => g.Cpf)).toEqual(['52998224725', '11144477735']);
    expect((await holderNamed(t, ALVORADA)).ccgStatus).toBe(CCGStatus.Criado);

    const text = await archiveText(t, admin, filesDir, ccg.ContractArchive!.UniqueId);
    expect(text).toContain('CONTRATO DE CONTRAGARANTIA');
    expect(text).toContain(ALVORADA);
    expect(text).toContain('Marcos Antônio Ferraz, CPF 529.982.247-25');
    expect(text).toContain('Garantia Brasil Seguros S.A.');
    expect(text).not.toContain('[NOME_TOMADOR]');
    // the holder's nominated broker reads the contract too
    expect(
      (
        await corretor.get('/api/Application/GetUrlFileDownload', {
          ArchiveUniqueId: ccg.ContractArchive!.UniqueId,
        })
      ).status,
    ).toBe(200);

    expectStatus(await create(ALVORADA), 409);

    const stale = await admin.post('/api/kanban/KanbanPolicyHolderCCGSendToBroker', {
      CCGUniqueId: ccg.UniqueId,
      Version: ccg.Version + 5,
    });
    expectStatus(stale, 409);
    const sent = await admin.post('/api/kanban/KanbanPolicyHolderCCGSendToBroker', {
      CCGUniqueId: ccg.UniqueId,
      Version: ccg.Version,
    });
    expectStatus(sent, 200);
    expect(sent.data).toMatchObject({ Status: CCGStatus.AguardandoAssinatura });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'contato@primecorretora.com.br'));
    const mail = mails.find((one) => one.subject.includes(ALVORADA))!;
    expect(mail.text).toContain('/files/');
    expect(mail.text).toContain(ALVORADA);

    // the broker uploads the signed copy
    const archive = await uploadAs(t, corretor);
    const uploaded = await corretor.post('/api/PolicyHolder/UploadPolicyHolderCCGSigned', {
      CCGUniqueId: ccg.UniqueId,
      ArchiveUniqueId: archive,
      Version: (sent.data as CcgInfo).Version,
    });
    expectStatus(uploaded, 200);
    const analysed = uploaded.data as CcgInfo;
    expect(analysed).toMatchObject({ Status: CCGStatus.AguardandoAnaliseSeguradora });
    expect(analysed.SignedArchive?.UniqueId).toBe(archive);
    const row = await rowOf(ccg.UniqueId);
    const cards = await cardsOf(row.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ cardType: 'ANALISE_CCG', openKey: `ccg:${row.id}` });
    // a second upload while under analysis is refused: still one card
    const again = await corretor.post('/api/PolicyHolder/UploadPolicyHolderCCGSigned', {
      CCGUniqueId: ccg.UniqueId,
      ArchiveUniqueId: await uploadAs(t, corretor),
      Version: analysed.Version,
    });
    expectStatus(again, 409);
    expect(await cardsOf(row.id)).toHaveLength(1);

    // the card on the board carries the CCG's UniqueId; its view reads the CCG by it
    const { step } = await ccgPipe();
    const card = step('entrada').cards.find((one) => one.id === cards[0].id)!;
    expect(card.refUniqueId).toBe(ccg.UniqueId);
    const info = await admin.get('/api/kanban/GetCardPolicyHolderCCGInfo', {
      CCGUniqueId: card.refUniqueId!,
    });
    expectStatus(info, 200);
    expect(info.data).toMatchObject({
      PolicyHolder: { Name: ALVORADA },
      Status: CCGStatus.AguardandoAnaliseSeguradora,
    });
    expect((info.data as CcgInfo).History.length).toBeGreaterThanOrEqual(2);

    const approved = await admin.post(`${KANBAN}/steps/${step('entrada').id}/card-navigation`, {
      cardId: card.id,
      stepToId: step('aprovado').id,
      Version: card.version,
    });
    expectStatus(approved, 200);
    expect((await rowOf(ccg.UniqueId)).status).toBe(CCGStatus.Assinado);
    expect((await holderNamed(t, ALVORADA)).ccgStatus).toBe(CCGStatus.Assinado);
  });

  it('refusing the seeded card under analysis sets Alteração Reprovada with the justification; sending again goes to Aguardando Corretor', async () => {
    const holder = await holderNamed(t, SERRA_VERDE);
    expect(holder.ccgStatus).toBe(CCGStatus.AguardandoAnaliseSeguradora);
    const [ccg] = await t.db
      .select()
      .from(policyHolderCcgs)
      .where(eq(policyHolderCcgs.policyHolderId, holder.id));
    const [card] = await cardsOf(ccg.id);
    const { step } = await ccgPipe();
    const refused = await admin.post(`${KANBAN}/steps/${card.stepId}/card-navigation`, {
      cardId: card.id,
      stepToId: step('recusado').id,
      Version: card.version,
      justification: 'Falta a assinatura do segundo fiador.',
    });
    expectStatus(refused, 200);
    const after = await rowOf(ccg.uniqueId);
    expect(after).toMatchObject({
      status: CCGStatus.AlteracaoReprovada,
      refusalReason: 'Falta a assinatura do segundo fiador.',
    });
    expect((await holderNamed(t, SERRA_VERDE)).ccgStatus).toBe(CCGStatus.AlteracaoReprovada);

    const resent = await admin.post('/api/kanban/KanbanPolicyHolderCCGSendToBroker', {
      CCGUniqueId: ccg.uniqueId,
      Version: after.version,
    });
    expectStatus(resent, 200);
    expect(resent.data).toMatchObject({ Status: CCGStatus.AguardandoCorretor });
  });

  it('a card whose CCG is no longer under analysis cannot be decided (409), nothing changes', async () => {
    const created = await create('Serviços Gerais Atlântico Ltda.');
    expectStatus(created, 200);
    const ccg = created.data as CcgInfo;
    const upload = await admin.post('/api/PolicyHolder/UploadPolicyHolderCCGSigned', {
      CCGUniqueId: ccg.UniqueId,
      ArchiveUniqueId: await uploadAs(t, admin),
      Version: ccg.Version,
    });
    // not manual and never sent to the broker: not yet signable
    expectStatus(upload, 409);
  });

  it('a manual CCG (signed on paper) is uploaded by the insurer and opens an ANALISE_CCG_MANUAL card; a decision after the CCG moved on is refused (409)', async () => {
    const created = await create('Marcos Antônio Teixeira', { Manual: true });
    expectStatus(created, 200);
    const ccg = created.data as CcgInfo;
    const uploaded = await admin.post('/api/PolicyHolder/UploadPolicyHolderCCGSigned', {
      CCGUniqueId: ccg.UniqueId,
      ArchiveUniqueId: await uploadAs(t, admin),
      Version: ccg.Version,
    });
    expectStatus(uploaded, 200);
    const row = await rowOf(ccg.UniqueId);
    const [card] = await cardsOf(row.id);
    expect(card.cardType).toBe('ANALISE_CCG_MANUAL');

    await t.db
      .update(policyHolderCcgs)
      .set({ status: CCGStatus.Criado })
      .where(eq(policyHolderCcgs.id, row.id));
    const { step } = await ccgPipe();
    const refused = await admin.post(`${KANBAN}/steps/${card.stepId}/card-navigation`, {
      cardId: card.id,
      stepToId: step('aprovado').id,
      Version: card.version,
    });
    expectStatus(refused, 409);
    expect((await rowOf(ccg.UniqueId)).status).toBe(CCGStatus.Criado);
  });

  it('a holder without a nominated broker cannot be sent to one (409)', async () => {
    const holder = await holderNamed(t, 'Marcos Antônio Teixeira');
    const [ccg] = await t.db
      .select()
      .from(policyHolderCcgs)
      .where(eq(policyHolderCcgs.policyHolderId, holder.id))
      .orderBy(policyHolderCcgs.id);
    const sent = await admin.post('/api/kanban/KanbanPolicyHolderCCGSendToBroker', {
      CCGUniqueId: ccg.uniqueId,
      Version: ccg.version,
    });
    expect(sent.status).toBe(409);
  });
});

describe('CCG denials and bad input', () => {
  it('refuses the calls to users without GERENCIAR_CCG, and another tenant reaches nothing', async () => {
    const holder = await holderNamed(t, 'Engenharia Horizonte Azul S.A.');
    const body = { PolicyHolderUniqueId: holder?.uniqueId ?? crypto.randomUUID(), Guarantors: [] };
    expectStatus(await corretor.post('/api/PolicyHolder/CreatePolicyHolderCCG', body), 403);
    expectStatus(await analista.get('/api/CCG/GetCCGTemplate'), 403);
    const [any] = await t.db.select().from(policyHolderCcgs).limit(1);
    expectStatus(
      await analista.get('/api/kanban/GetCardPolicyHolderCCGInfo', { CCGUniqueId: any.uniqueId }),
      403,
    );
    expectStatus(
      await otherTenant.get('/api/kanban/GetCardPolicyHolderCCGInfo', {
        CCGUniqueId: any.uniqueId,
      }),
      404,
    );
  });

  it('answers 404 for an unknown CCG or holder and 400 naming the field for bad guarantors', async () => {
    expectStatus(
      await admin.get('/api/kanban/GetCardPolicyHolderCCGInfo', {
        CCGUniqueId: crypto.randomUUID(),
      }),
      404,
    );
    expectStatus(
      await admin.post('/api/PolicyHolder/CreatePolicyHolderCCG', {
        PolicyHolderUniqueId: crypto.randomUUID(),
        Guarantors: [],
      }),
      404,
    );
    const holder = await holderNamed(t, 'Engenharia Horizonte Azul S.A.');
    const bad = await admin.post('/api/PolicyHolder/CreatePolicyHolderCCG', {
      PolicyHolderUniqueId: holder.uniqueId,
      Guarantors: [{ Name: 'Fulano', Cpf: '123', Email: 'nao-e-email' }],
    });
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('Cpf');
    expect(bad.errors.join(' ')).toContain('Email');
  });

  it('the holder screen reads its newest CCG; a broker reads only its nominated holders’', async () => {
    const holder = await holderNamed(t, SERRA_VERDE);
    const mine = await corretor.get('/api/PolicyHolder/GetPolicyHolderCCG', {
      PolicyHolderUniqueId: holder.uniqueId,
    });
    expectStatus(mine, 200);
    expect((mine.data as CcgInfo).PolicyHolder.Name).toBe(SERRA_VERDE);
    const notMine = await holderNamed(t, 'Engenharia Horizonte Azul S.A.');
    expectStatus(
      await corretor.get('/api/PolicyHolder/GetPolicyHolderCCG', {
        PolicyHolderUniqueId: notMine.uniqueId,
      }),
      404,
    );
  });
});

describe('CCG administration: the template (/contrato) and the steps (/stepper)', () => {
  it('saves the template sanitised, with its Version (stale → 409, empty → 400)', async () => {
    const current = await admin.get('/api/CCG/GetCCGTemplate');
    expectStatus(current, 200);
    expect(current.data.Content).toContain('[NOME_TOMADOR]');
    const saved = await admin.post('/api/CCG/SaveCCGTemplate', {
      Content: '<p onclick="x()">Contrato de [NOME_TOMADOR]</p><script>alert(1)</script>',
      Version: current.data.Version,
    });
    expectStatus(saved, 200);
    expect(saved.data.Content).toBe('<p>Contrato de [NOME_TOMADOR]</p>');
    expect(saved.data.Version).toBe(current.data.Version + 1);
    expectStatus(
      await admin.post('/api/CCG/SaveCCGTemplate', {
        Content: '<p>x</p>',
        Version: current.data.Version,
      }),
      409,
    );
    expectStatus(
      await admin.post('/api/CCG/SaveCCGTemplate', {
        Content: '<script>x</script>',
        Version: saved.data.Version,
      }),
      400,
    );
    // a tenant that never saved reads the default template with Version 0… or its seeded one
    const other = await otherTenant.get('/api/CCG/GetCCGTemplate');
    expectStatus(other, 200);
  });

  it('lists, adds, edits, reorders and deletes steps with their Version', async () => {
    const list = await admin.get('/api/CCG/GetCCGSteps');
    expectStatus(list, 200);
    expect(list.data.map((step: { Name: string }) => step.Name)).toEqual([
      'Geração do contrato',
      'Envio ao corretor',
      'Ajustes do corretor',
      'Análise da seguradora',
      'Contrato assinado',
    ]);
    const added = await admin.post('/api/CCG/SaveCCGStep', {
      Name: 'Arquivo',
      Description: 'Guarda do original',
      CCGStatus: CCGStatus.Assinado,
      Required: false,
    });
    expectStatus(added, 200);
    expect(added.data.Order).toBe(6);
    const edited = await admin.post('/api/CCG/SaveCCGStep', {
      ...added.data,
      Name: 'Arquivo do original',
    });
    expectStatus(edited, 200);
    expectStatus(await admin.post('/api/CCG/SaveCCGStep', { ...added.data, Name: 'Outro' }), 409);
    const moved = await admin.post('/api/CCG/MoveCCGStep', {
      UniqueId: added.data.UniqueId,
      Direction: 'up',
      Version: edited.data.Version,
    });
    expectStatus(moved, 200);
    expect(moved.data.map((step: { Name: string }) => step.Name).slice(4)).toEqual([
      'Arquivo do original',
      'Contrato assinado',
    ]);
    const movedStep = moved.data.find(
      (step: { UniqueId: string }) => step.UniqueId === added.data.UniqueId,
    );
    expectStatus(
      await admin.post('/api/CCG/MoveCCGStep', {
        UniqueId: moved.data[0].UniqueId,
        Direction: 'up',
        Version: moved.data[0].Version,
      }),
      409,
    );
    const deleted = await admin.post('/api/CCG/DeleteCCGStep', {
      UniqueId: added.data.UniqueId,
      Version: movedStep.Version,
    });
    expectStatus(deleted, 200);
    expect(deleted.data).toHaveLength(5);
    expectStatus(
      await admin.post('/api/CCG/SaveCCGStep', { Name: '', CCGStatus: 9, Required: true }),
      400,
    );
  });
});
