import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneralConditionSectorAnswer } from '../../domain/generalConditions';
import type { ContractualTermAnswer, ParticularClauseAnswer } from '../../domain/modalityTerms';
import { seededModality } from './modalities/helpers';
import { type Caller, expectStatus, signedInApp } from './support/caller';
import type { TestApp } from './support/testApp';
import { looksDangerous } from '../unit/richTextCases';

/** Every bypass of issue 10 in one text, around editor markup and tags that must survive. */
const payload =
  '<h3 style="text-align: center">Foro</h3><p>Fica eleito o foro de [CIDADE_SEGURADORA].</p>' +
  '<p><a href="java&#x09;script:alert(1)">clique</a></p>' +
  '<svg><a xlink:href="javascript:alert(1)"><text>svg</text></a></svg>' +
  '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>anim</text></a></svg>' +
  '<img src=x onerror=alert(1)><script>alert(1)</script><iframe src="javascript:alert(1)"></iframe>' +
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.com.br">site</a></p>';
const kept = [
  '<h3 style="text-align: center">Foro</h3>',
  '<p>Fica eleito o foro de [CIDADE_SEGURADORA].</p>',
  '<a target="_blank" rel="noopener noreferrer nofollow" href="https://exemplo.com.br">site</a>',
  'clique',
];

let t: TestApp;
let admin: Caller;
let modalityId: number;

beforeAll(async () => {
  ({ t, admin } = await signedInApp(['admin']));
  modalityId = (await seededModality(t.db, 'Aduaneiro')).id;
});
afterAll(() => t.close());

const expectClean = (html: string) => {
  expect(looksDangerous(html)).toBe(false);
  for (const part of kept) expect(html).toContain(part);
};

describe('rich text is stored sanitised', () => {
  it('a particular clause, on insert and on update', async () => {
    const inserted = await admin.post('/api/Core/InsertParticularClause', {
      ModalityId: modalityId,
      Title: 'Foro',
      Value: payload,
    });
    expectStatus(inserted, 200);
    const clause = inserted.data as ParticularClauseAnswer;
    expectClean(clause.Value);

    const updated = await admin.put('/api/Core/UpdateParticularClause', {
      Id: clause.Id,
      Version: clause.Version,
      Value: `${payload}<p onclick="alert(2)">fim</p>`,
    });
    expectStatus(updated, 200);
    const list = await admin.get('/api/Core/GetParticularDetailClauses', {
      modalityid: String(modalityId),
    });
    const stored = (list.data as ParticularClauseAnswer[]).find((item) => item.Id === clause.Id);
    expectClean(stored!.Value);
    expect(stored!.Value).toContain('<p>fim</p>');
  });

  it('a contractual term, and its preview', async () => {
    const read = await admin.get('/api/Core/GetModalityObject', {
      ModalityId: String(modalityId),
      termType: '4',
    });
    const saved = await admin.put('/api/Core/InsertContractualTerm', {
      ModalityId: modalityId,
      TermType: 4,
      Value: payload,
      Version: (read.data as ContractualTermAnswer).Version,
    });
    expectStatus(saved, 200);
    const term = (
      await admin.get('/api/Core/GetModalityObject', {
        ModalityId: String(modalityId),
        termType: '4',
      })
    ).data as ContractualTermAnswer;
    expectClean(term.Value);
    expect(looksDangerous(term.RenderedValue)).toBe(false);
  });

  it('a general conditions version', async () => {
    const sector = (await admin.get('/api/Plug/GetGeneralConditionVersions', { sector: 'PRIVATE' }))
      .data as GeneralConditionSectorAnswer;
    const published = await admin.post('/api/Plug/PublishGeneralConditionVersion', {
      Sector: 'PRIVATE',
      Title: 'Condições gerais – revisão',
      SusepProcessNumber: '15414.903311/2025-02',
      EffectiveFrom: '2025-02-01',
      Html: payload,
      Version: sector.LatestNumber,
    });
    expectStatus(published, 200);
    const version = await admin.get('/api/Plug/GetGeneralConditionVersion', {
      id: String(published.data.Id),
    });
    expectClean(version.data.Html);
  });

  it('refuses a text that holds nothing once the script is gone, naming the field', async () => {
    const answer = await admin.post('/api/Core/InsertParticularClause', {
      ModalityId: modalityId,
      Title: 'Vazia',
      Value: '<script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expectStatus(answer, 400);
    expect(answer.errors.join(' ')).toMatch(/Value|texto/i);
  });
});
