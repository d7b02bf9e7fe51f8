import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardProposalInfo, SentEmails } from '../../../domain/contracts/kanbanProposalCards';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { ProposalStatus } from '../../../domain/proposalStatus';
import {
  archives,
  kanbanCardMovements,
  kanbanCards,
  kanbanPipes,
  kanbanSteps,
  mailOutbox,
  proposalObservations,
  requestDocumentArchives,
  requestDocuments,
} from '../../../server/db/schema';
import { proposalCardPlace } from '../../../server/modules/kanban/cards';
import { EndorsementType } from '../../../domain/endorsementTypes';
import { evaluatePep } from '../../../domain/engines';
import { pipeCatalogue } from '../../../domain/kanban';
import { DEMO_COMPANY_KEY } from '../../../server/db/seed/demoUsers';
import { proposalEngineLogs, proposalPendingAnalyses, proposals } from '../../../server/db/schema';
import { type Caller, expectStatus } from '../support/caller';
import { companyIdOf } from '../support/fixtures';
import type { TestApp } from '../support/testApp';
import { kanbanApp, referredProposal } from './helpers';

let t: TestApp;
let admin: Caller;
let analista: Caller;
let corretor: Caller;
let otherTenant: Caller;
let proposal: ProposalDetail;

const API = '/api/kanban';

beforeAll(async () => {
  ({ t, admin, analista, corretor, otherTenant } = await kanbanApp());
  proposal = await referredProposal(t, corretor);
});
afterAll(() => t.close());

const info = async (caller: Caller = admin) => {
  const answer = await caller.get(`${API}/GetCardProposalInfo`, {
    ProposalUniqueId: proposal.UniqueId,
  });
  expectStatus(answer, 200);
  return answer.data as CardProposalInfo;
};

const cardOfProposal = async () => {
  const [card] = await t.db
    .select()
    .from(kanbanCards)
    .where(and(eq(kanbanCards.referenceKind, 'proposal'), eq(kanbanCards.referenceId, proposal.Id)))
    .orderBy(desc(kanbanCards.id));
  return card;
};

/** A document of the proposal with a file, waiting for the insurer's analysis. */
const documentInAnalysis = async (name: string) => {
  const [archive] = await t.db
    .insert(archives)
    .values({
      companyId: (await cardOfProposal()).companyId,
      name: `${name}.pdf`,
      extension: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      relativePath: `testes/${name}.pdf`,
      sha256: '0'.repeat(64),
    })
    .returning();
  const [document] = await t.db
    .insert(requestDocuments)
    .values({
      companyId: archive.companyId,
      ownerKind: 'proposal',
      ownerId: proposal.Id,
      name,
      status: 'Aguardando_Analise',
    })
    .returning();
  await t.db
    .insert(requestDocumentArchives)
    .values({ requestDocumentId: document.id, archiveId: archive.id });
  return document;
};

describe('GetCardProposalInfo and GetCardEndorsementInfo', () => {
  it('answer the card response parts from the proposal’s real records', async () => {
    const data = await info();
    expect(data.Proposal.UniqueId).toBe(proposal.UniqueId);
    expect(data.Proposal.StatusId).toBe(ProposalStatus.EmAnalise);
    expect(data.ProposalEngineExecutionLogs.map((log) => log.Engine)).toContain('Subscricao');
    expect(
      data.ProposalEngineExecutionLogs.find((log) => log.Engine === 'Subscricao')?.Verdict,
    ).toBe('referred');
    expect(data.TimelineHistory.length).toBeGreaterThan(0);
    expect(data.ProposalObjects).toEqual(data.Proposal.ContractualTerms.Object);
    expect(data.RequestDocuments.map((document) => document.Name)).toEqual(
      expect.arrayContaining(['Edital', 'Contrato social']),
    );
    expect(data.DeletedRequestDocuments).toEqual([]);
    expect(data.ModalityUniqueId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.CanAct).toBe(true);
    const endorsement = await admin.get(`${API}/GetCardEndorsementInfo`, {
      ProposalUniqueId: proposal.UniqueId,
    });
    expectStatus(endorsement, 200);
    expect((endorsement.data as CardProposalInfo).Proposal.Id).toBe(proposal.Id);
  });

  it('refuses who does not see a pipe with the proposal’s card, another tenant and bad ids', async () => {
    const query = { ProposalUniqueId: proposal.UniqueId };
    const unseen = await analista.get(`${API}/GetCardProposalInfo`, query);
    expectStatus(unseen, 403);
    expect(unseen.errors).toEqual(['Você não tem permissão para acessar os cards desta proposta.']);
    expectStatus(await corretor.get(`${API}/GetCardProposalInfo`, query), 403);
    expectStatus(await otherTenant.get(`${API}/GetCardProposalInfo`, query), 404);
    const bad = await admin.get(`${API}/GetCardProposalInfo`, { ProposalUniqueId: 'x' });
    expectStatus(bad, 400);
    expect(bad.errors.join(' ')).toContain('ProposalUniqueId');
  });
});

describe('request documents from the card', () => {
  it('requests a document from the broker (Pendente), 400 without a name, 403/404 for others', async () => {
    const body = { ProposalUniqueId: proposal.UniqueId, Name: 'Balanço patrimonial' };
    const answer = await admin.post(`${API}/KanbanProposalRequestDocument`, body);
    expectStatus(answer, 200);
    const requested = (answer.data as CardProposalInfo).RequestDocuments.find(
      (document) => document.Name === 'Balanço patrimonial',
    );
    expect(requested?.Status).toBe('Pendente');
    const nameless = await admin.post(`${API}/KanbanProposalRequestDocument`, {
      ProposalUniqueId: proposal.UniqueId,
      Name: ' ',
    });
    expectStatus(nameless, 400);
    expect(nameless.errors).toEqual(['Nome do documento: informe o nome.']);
    expectStatus(await analista.post(`${API}/KanbanProposalRequestDocument`, body), 403);
    expectStatus(await otherTenant.post(`${API}/KanbanProposalRequestDocument`, body), 404);
  });

  it('changes a document’s status with the Version read: 400 without a refusal note, 409 stale', async () => {
    const document = await documentInAnalysis('Atestado de capacidade');
    const call = (extra: Record<string, unknown>) =>
      admin.post(`${API}/KanbanProposalChangeStatusRequestDocument`, {
        RequestDocumentUniqueId: document.uniqueId,
        Version: document.version,
        ...extra,
      });
    const noNote = await call({ Status: 'Reprovado' });
    expectStatus(noNote, 400);
    expect(noNote.errors).toEqual([
      'Motivo da reprovação: informe por que o documento foi reprovado.',
    ]);
    expectStatus(await call({ Status: 'Conforme', Version: document.version + 5 }), 409);
    const missingVersion = await admin.post(`${API}/KanbanProposalChangeStatusRequestDocument`, {
      RequestDocumentUniqueId: document.uniqueId,
      Status: 'Conforme',
    });
    expectStatus(missingVersion, 400);
    expect(missingVersion.errors.join(' ')).toContain('Version');
    const refused = await call({ Status: 'Reprovado', ReviewNote: 'Ilegível' });
    expectStatus(refused, 200);
    const shown = (refused.data as CardProposalInfo).RequestDocuments.find(
      (one) => one.UniqueId === document.uniqueId,
    );
    expect(shown).toMatchObject({ Status: 'Reprovado', ReviewNote: 'Ilegível' });
    expectStatus(
      await analista.post(`${API}/KanbanProposalChangeStatusRequestDocument`, {
        RequestDocumentUniqueId: document.uniqueId,
        Status: 'Conforme',
        Version: shown!.Version,
      }),
      403,
    );
    expectStatus(
      await otherTenant.post(`${API}/KanbanProposalChangeStatusRequestDocument`, {
        RequestDocumentUniqueId: document.uniqueId,
        Status: 'Conforme',
        Version: shown!.Version,
      }),
      404,
    );
  });

  it('deletes a document (restorable) and restores it, each with the Version read', async () => {
    const before = await info();
    const document = before.RequestDocuments.find((one) => one.Name === 'Balanço patrimonial')!;
    const stale = await admin.post(`${API}/KanbanProposalDeleteRequestDocument`, {
      RequestDocumentUniqueId: document.UniqueId,
      Version: document.Version - 1,
    });
    expectStatus(stale, 409);
    const deleted = await admin.post(`${API}/KanbanProposalDeleteRequestDocument`, {
      RequestDocumentUniqueId: document.UniqueId,
      Version: document.Version,
    });
    expectStatus(deleted, 200);
    const afterDelete = deleted.data as CardProposalInfo;
    const gone = afterDelete.DeletedRequestDocuments.find(
      (one) => one.UniqueId === document.UniqueId,
    );
    expect(gone?.IsDeleted).toBe(true);
    expect(afterDelete.RequestDocuments.some((one) => one.UniqueId === document.UniqueId)).toBe(
      false,
    );
    const restored = await admin.post(`${API}/KanbanProposalDeleteRequestDocument`, {
      RequestDocumentUniqueId: document.UniqueId,
      Version: gone!.Version,
      Restore: true,
    });
    expectStatus(restored, 200);
    expect(
      (restored.data as CardProposalInfo).RequestDocuments.some(
        (one) => one.UniqueId === document.UniqueId,
      ),
    ).toBe(true);
  });
});

describe('e-mails and sending the card to the broker', () => {
  it('e-mails the broker the proposal’s pending documents through the outbox', async () => {
    const answer = await admin.post(`${API}/KanbanSendEmailRequestDocumentToBroker`, {
      ProposalUniqueId: proposal.UniqueId,
    });
    expectStatus(answer, 200);
    const sent = answer.data as SentEmails;
    expect(sent.SentCount).toBe(1);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, sent.Recipients[0]))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail.subject).toBe(`Documentos pendentes da proposta ${proposal.Number}`);
    expect(mail.text).toContain('Balanço patrimonial');
    expect(mail.text).toContain('Atestado de capacidade (reprovado: Ilegível)');
    expectStatus(
      await analista.post(`${API}/KanbanSendEmailRequestDocumentToBroker`, {
        ProposalUniqueId: proposal.UniqueId,
      }),
      403,
    );
  });

  it('e-mails each broker once for all its cards of a pipe', async () => {
    const card = await cardOfProposal();
    const answer = await admin.post(`${API}/KanbanSendEmailRequestDocumentToBrokerByPipe`, {
      PipeId: card.pipeId,
    });
    expectStatus(answer, 200);
    const sent = answer.data as SentEmails;
    expect(new Set(sent.Recipients).size).toBe(sent.Recipients.length);
    expect(sent.SentCount).toBeGreaterThanOrEqual(1);
    expectStatus(
      await analista.post(`${API}/KanbanSendEmailRequestDocumentToBrokerByPipe`, {
        PipeId: card.pipeId,
      }),
      403,
    );
    expectStatus(
      await otherTenant.post(`${API}/KanbanSendEmailRequestDocumentToBrokerByPipe`, {
        PipeId: card.pipeId,
      }),
      404,
    );
  });

  it('moves the card to "Pendente corretor" with the card’s version and records the move', async () => {
    const card = await cardOfProposal();
    const body = { ProposalUniqueId: proposal.UniqueId, CardId: card.id, Version: card.version };
    expectStatus(
      await admin.post(`${API}/KanbanProposalSendToBroker`, { ...body, Version: card.version + 1 }),
      409,
    );
    expectStatus(await analista.post(`${API}/KanbanProposalSendToBroker`, body), 403);
    expectStatus(await otherTenant.post(`${API}/KanbanProposalSendToBroker`, body), 404);
    const answer = await admin.post(`${API}/KanbanProposalSendToBroker`, {
      ...body,
      Message: 'Faltam documentos.',
    });
    expectStatus(answer, 200);
    expect((answer.data as SentEmails).SentCount).toBe(1);
    const moved = await cardOfProposal();
    const [step] = await t.db.select().from(kanbanSteps).where(eq(kanbanSteps.id, moved.stepId));
    expect(step.name).toBe('Pendente corretor');
    expect(moved.version).toBe(card.version + 1);
    const [movement] = await t.db
      .select()
      .from(kanbanCardMovements)
      .where(eq(kanbanCardMovements.cardId, card.id))
      .orderBy(desc(kanbanCardMovements.id))
      .limit(1);
    expect(movement).toMatchObject({ fromStepId: card.stepId, toStepId: step.id });
    expect(movement.userId).not.toBeNull();
    const again = await admin.post(`${API}/KanbanProposalSendToBroker`, {
      ...body,
      Version: moved.version,
    });
    expectStatus(again, 409);
    expect(again.errors).toEqual(['O card já está nesta etapa.']);
  });
});

describe('follow-up and the insurer’s edits', () => {
  it('keeps a follow-up observation (rich text sanitised) with the proposal’s Version', async () => {
    const before = await info();
    const body = {
      ProposalUniqueId: proposal.UniqueId,
      Observation: '<p>Ligar para o <b>corretor</b></p><script>alert(1)</script>',
      IsRichText: true,
      Version: before.Proposal.Version,
    };
    const empty = await admin.post(`${API}/FollowUpSendObservation`, {
      ...body,
      Observation: '<p> </p>',
    });
    expectStatus(empty, 400);
    expect(empty.errors).toEqual(['Observação: informe o texto do acompanhamento.']);
    expectStatus(
      await admin.post(`${API}/FollowUpSendObservation`, { ...body, Version: body.Version - 1 }),
      409,
    );
    const answer = await admin.post(`${API}/FollowUpSendObservation`, body);
    expectStatus(answer, 200);
    const data = answer.data as CardProposalInfo;
    expect(data.Observations[0]).toMatchObject({
      Kind: 'followUp',
      Text: '<p>Ligar para o <b>corretor</b></p>',
    });
    expect(data.Proposal.Version).toBe(body.Version + 1);
    expectStatus(await analista.post(`${API}/FollowUpSendObservation`, body), 403);
  });

  it('updates the proposal’s financial data and its particular clauses with the Version', async () => {
    const before = await info();
    const update = {
      ProposalUniqueId: proposal.UniqueId,
      Version: before.Proposal.Version,
      RiskRate: '0,9',
    };
    expectStatus(
      await admin.post(`${API}/KanbanInsuranceUpdateProposal`, { ...update, Version: 1 }),
      409,
    );
    const updated = await admin.post(`${API}/KanbanInsuranceUpdateProposal`, update);
    expectStatus(updated, 200);
    const afterRate = updated.data as CardProposalInfo;
    expect(Number(afterRate.Proposal.RiskRate)).toBeCloseTo(0.9);
    expectStatus(await otherTenant.post(`${API}/KanbanInsuranceUpdateProposal`, update), 404);

    const terms = {
      ProposalUniqueId: proposal.UniqueId,
      Version: afterRate.Proposal.Version,
      ParticularClausule: [{ Value: '<p>Cláusula do analista</p>' }],
    };
    expectStatus(
      await admin.post(`${API}/KanbanInsuranceUpdateProposalContractualTerms`, {
        ...terms,
        Version: terms.Version - 1,
      }),
      409,
    );
    const missing = await admin.post(`${API}/KanbanInsuranceUpdateProposalContractualTerms`, {
      ProposalUniqueId: proposal.UniqueId,
      Version: terms.Version,
    });
    expectStatus(missing, 400);
    expect(missing.errors.join(' ')).toContain('ParticularClausule');
    const saved = await admin.post(`${API}/KanbanInsuranceUpdateProposalContractualTerms`, terms);
    expectStatus(saved, 200);
    expect(
      (saved.data as CardProposalInfo).Proposal.ContractualTerms.ParticularClausule.map(
        (clause) => clause.Value,
      ),
    ).toEqual(['<p>Cláusula do analista</p>']);
  });
});

describe('cards of a proposal resolved outside the kanban', () => {
  it('closes the open card in Recusado when the proposal is cancelled, moved by nobody', async () => {
    const before = await info();
    const card = await cardOfProposal();
    expect(card.openKey).not.toBeNull();
    const cancelled = await admin.post(
      '/api/Proposal/CancelProposal',
      { Justification: 'Desistência do tomador', Version: before.Proposal.Version },
      { ProposalUniqueId: proposal.UniqueId },
    );
    expectStatus(cancelled, 200);
    const closed = await cardOfProposal();
    expect(closed.openKey).toBeNull();
    const [step] = await t.db.select().from(kanbanSteps).where(eq(kanbanSteps.id, closed.stepId));
    expect(step.kind).toBe('recusado');
    const [movement] = await t.db
      .select()
      .from(kanbanCardMovements)
      .where(eq(kanbanCardMovements.cardId, card.id))
      .orderBy(desc(kanbanCardMovements.id))
      .limit(1);
    expect(movement).toMatchObject({ toStepId: step.id, userId: null });
  });
});

describe('cards of endorsement and renewal proposals', () => {
  it('go to the Endosso and Renovação pipes as their own card types', async () => {
    expect(proposalCardPlace(3, 'Subscricao')).toMatchObject({
      pipeKey: 'ENDOSSO',
      cardType: 'ENDOSSO_ALTERACAO',
    });
    expect(proposalCardPlace(2, 'Credito')).toMatchObject({
      pipeKey: 'RENOVACAO',
      cardType: 'PROPOSTA_RENOVACAO',
    });
    expect(proposalCardPlace(1, 'Credito')).toMatchObject({
      pipeKey: 'CREDITO',
      cardType: 'PROPOSTA',
    });
    const pipes = await t.db
      .select()
      .from(kanbanPipes)
      .where(eq(kanbanPipes.analysisType, 'ENDOSSO'));
    expect(pipes.length).toBeGreaterThan(0);
  });

  it('take the endorsement’s kind where the proposal records it', () => {
    const place = (endorsementTypeId: number | null, anniversary?: boolean) =>
      proposalCardPlace(3, 'Subscricao', { endorsementTypeId, anniversary }).cardType;
    expect(place(EndorsementType.Cancelamento)).toBe('ENDOSSO_CANCELAMENTO');
    expect(place(EndorsementType.Alteracao)).toBe('ENDOSSO_ALTERACAO');
    expect(place(EndorsementType.Neutro)).toBe('ENDOSSO_ALTERACAO');
    expect(place(null)).toBe('ENDOSSO_ALTERACAO');
    expect(place(EndorsementType.Alteracao, true)).toBe('ENDOSSO_ANIVERSARIO');
  });
});

describe('cards of the PEP engine’s referrals', () => {
  const pep = (holder: boolean, insured: boolean) => {
    const partner = { Name: 'Ana Souza', IsPoliticallyExposed: true };
    const { reasons } = evaluatePep({
      holderPartners: holder ? [partner] : [],
      insuredPartners: insured ? [{ ...partner, Name: 'João Lima' }] : [],
    });
    return proposalCardPlace(1, 'PEP', { reason: reasons.join(' ') });
  };
  it('go to the PEP pipe about the holder’s QSA, or the insured’s when only its partners are PEP', () => {
    expect(pep(true, false)).toMatchObject({ pipeKey: 'PEP', cardType: 'TOMADOR_QSA_PEP' });
    expect(pep(false, true)).toMatchObject({ pipeKey: 'PEP', cardType: 'SEGURADO_QSA_PEP' });
    expect(pep(true, true)).toMatchObject({ pipeKey: 'PEP', cardType: 'TOMADOR_QSA_PEP' });
  });
});

describe('the demo’s proposal cards', () => {
  it('have owners and the owners’ follow-ups on some of them', async () => {
    const owned = await t.db
      .select({ ownerUserId: kanbanCards.ownerUserId, proposalId: kanbanCards.referenceId })
      .from(kanbanCards)
      .where(eq(kanbanCards.referenceKind, 'proposal'));
    const withOwner = owned.filter((card) => card.ownerUserId !== null);
    expect(withOwner.length).toBeGreaterThan(0);
    const followUps = await t.db
      .select()
      .from(proposalObservations)
      .where(
        and(
          eq(proposalObservations.kind, 'followUp'),
          eq(proposalObservations.proposalId, withOwner[0].proposalId),
        ),
      );
    expect(followUps[0]?.authorUserId).toBe(withOwner[0].ownerUserId);
  });
});

describe('the demo’s cards in every pipe', () => {
  const demoCards = async () =>
    t.db
      .select({ card: kanbanCards, pipe: kanbanPipes, uniqueId: proposals.uniqueId })
      .from(kanbanCards)
      .innerJoin(kanbanPipes, eq(kanbanPipes.id, kanbanCards.pipeId))
      .leftJoin(
        proposals,
        and(eq(kanbanCards.referenceKind, 'proposal'), eq(proposals.id, kanbanCards.referenceId)),
      )
      .where(eq(kanbanCards.companyId, await companyIdOf(t.db, DEMO_COMPANY_KEY)));

  it('has cards in each pipe of the catalogue, some of them owned', async () => {
    const rows = await demoCards();
    for (const pipe of pipeCatalogue) {
      const cards = rows.filter((row) => row.pipe.analysisType === pipe.key);
      expect(cards.length, pipe.name).toBeGreaterThan(0);
      expect(
        cards.some((row) => row.card.ownerUserId !== null),
        pipe.name,
      ).toBe(true);
    }
  });

  it('has the PEP engine’s cards about a holder’s and an insured’s QSA, the reinsurance engine’s, a renewal’s and an endorsement’s, each open on its proposal', async () => {
    const rows = await demoCards();
    const ofPipe = (key: string) => rows.filter((row) => row.pipe.analysisType === key);
    expect(
      ofPipe('PEP')
        .map((row) => row.card.cardType)
        .sort(),
    ).toEqual(['SEGURADO_QSA_PEP', 'TOMADOR_QSA_PEP']);
    expect(ofPipe('RESSEGURO').map((row) => row.card.cardType)).toEqual(['PROPOSTA']);
    expect(ofPipe('RENOVACAO').every((row) => row.card.cardType === 'PROPOSTA_RENOVACAO')).toBe(
      true,
    );
    expect(ofPipe('ENDOSSO').every((row) => row.card.cardType === 'ENDOSSO_ALTERACAO')).toBe(true);
    for (const key of ['PEP', 'RESSEGURO', 'RENOVACAO', 'ENDOSSO']) {
      for (const { card, uniqueId } of ofPipe(key)) {
        const [analysis] = await t.db
          .select()
          .from(proposalPendingAnalyses)
          .where(eq(proposalPendingAnalyses.id, card.pendingAnalysisId!));
        expect(analysis.resolvedAt, card.title).toBeNull();
        expect(card.description).toBe(analysis.reason);
        // the card's view opens: the proposal's data
        const call = key === 'ENDOSSO' ? 'GetCardEndorsementInfo' : 'GetCardProposalInfo';
        const view = await admin.get(`${API}/${call}`, { ProposalUniqueId: uniqueId! });
        expectStatus(view, 200);
        expect((view.data as CardProposalInfo).Proposal.UniqueId).toBe(uniqueId);
      }
    }
    const [holderPep] = ofPipe('PEP').filter((row) => row.card.cardType === 'TOMADOR_QSA_PEP');
    expect(holderPep.card.description).toMatch(/do tomador é pessoa politicamente exposta/);
    const [log] = await t.db
      .select()
      .from(proposalEngineLogs)
      .where(
        and(
          eq(proposalEngineLogs.proposalId, holderPep.card.referenceId),
          eq(proposalEngineLogs.engine, 'PEP'),
        ),
      )
      .orderBy(desc(proposalEngineLogs.id))
      .limit(1);
    expect(log.verdict).toBe('referred');
  });

  it('decides a PEP card like any referral: approved, the PEP analysis is resolved and logged as approved', async () => {
    const [{ card }] = (await demoCards()).filter(
      (row) => row.card.cardType === 'SEGURADO_QSA_PEP',
    );
    const [approved] = await t.db
      .select()
      .from(kanbanSteps)
      .where(and(eq(kanbanSteps.pipeId, card.pipeId), eq(kanbanSteps.kind, 'aprovado')));
    const moved = await admin.post(
      `/kanban-api/api/kanban/v1.0/steps/${card.stepId}/card-navigation`,
      { cardId: card.id, stepToId: approved.id, Version: card.version },
    );
    expect(moved.status).toBe(200);
    const [analysis] = await t.db
      .select()
      .from(proposalPendingAnalyses)
      .where(eq(proposalPendingAnalyses.id, card.pendingAnalysisId!));
    expect(analysis.resolvedAt).not.toBeNull();
    const [log] = await t.db
      .select()
      .from(proposalEngineLogs)
      .where(
        and(
          eq(proposalEngineLogs.proposalId, card.referenceId),
          eq(proposalEngineLogs.engine, 'PEP'),
        ),
      )
      .orderBy(desc(proposalEngineLogs.id))
      .limit(1);
    expect(log.verdict).toBe('approved');
  });
});
