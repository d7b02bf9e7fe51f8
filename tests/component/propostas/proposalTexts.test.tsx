import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  ProposalContractualTerms,
  ProposalTag,
  ProposalTextTerm,
} from '../../../domain/contracts/proposalTexts';
import type { ProposalDetail, ProposalTerm } from '../../../domain/contracts/proposals';
import { ProposalStatus } from '../../../domain/proposalStatus';
import type { SessionUserInfo } from '../../../src/providers/types';
import { stubLayout } from '../modalidades/textsFixtures';
import { admin, analista, corretor } from '../shell/fixtures';
import {
  contractualTerms,
  PROPOSAL_ID,
  proposalDetail,
  proposalGateway,
  renderProposalRoutes,
} from './proposalFixtures';

beforeAll(stubLayout);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const term = (Id: number, Title: string | null, Value: string): ProposalTerm => ({
  Id,
  SourceId: null,
  Title,
  Value,
  JSONTag: [],
  JSONTagValue: {},
});

const HOLDER = 'Construtora Alvorada Ltda.';
const objectTemplate = '<p>Garantir a proposta de [NOME_TOMADOR] no edital [NUMERO_EDITAL].</p>';
const finesTemplate = '<p>O seguro não garante multas aplicadas a [NOME_TOMADOR].</p>';

/** A quote of the broker with an object and one particular clause, both with tags. */
const quote = (fields: Partial<ProposalDetail> = {}) =>
  proposalDetail({
    StatusId: ProposalStatus.Cotacao,
    StatusName: 'Cotação',
    AllowedActions: ['edit', 'contractDraft'],
    ContractualTerms: {
      Object: [term(1, 'Objeto', objectTemplate)],
      ParticularClausule: [term(5, 'Multas', finesTemplate)],
    },
    ...fields,
  });

/** Fills [NOME_TOMADOR] as the gateway would; any other tag stays marked as missing. */
const fillHolder = (value: string) => value.replaceAll('[NOME_TOMADOR]', HOLDER);
const renderTerms = (proposal: ProposalDetail): ProposalContractualTerms => {
  const texts = contractualTerms(proposal);
  const fill = (one: ProposalTextTerm): ProposalTextTerm => {
    const missing = [...one.Value.matchAll(/\[([A-Za-z_]+)\]/g)]
      .map((match) => match[1])
      .filter((tag) => tag !== 'NOME_TOMADOR');
    return {
      ...one,
      JSONTagValue: one.Value.includes('[NOME_TOMADOR]')
        ? ({ NOME_TOMADOR: HOLDER } as Record<string, string>)
        : {},
      RenderedValue: missing.reduce(
        (html, tag) => html.replaceAll(`[${tag}]`, `<mark class="tag-missing">[${tag}]</mark>`),
        fillHolder(one.Value),
      ),
      MissingTags: missing,
    };
  };
  return {
    ...texts,
    Object: texts.Object.map(fill),
    ParticularClausule: texts.ParticularClausule.map(fill),
  };
};

const proposalTags: ProposalTag[] = [
  { Tag: 'NOME_TOMADOR', Description: 'Nome do tomador', Group: 'Tomador' },
  { Tag: 'NUMERO_EDITAL', Description: 'Número do edital', Group: 'Proposta' },
  { Tag: 'EmailContato', Description: 'contato@aval-demo.com.br', Group: 'Tags da seguradora' },
];

const STALE =
  'A proposta foi alterada por outra pessoa depois que você a abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.';

/**
 * The gateway with one proposal: its texts rendered from it; UpdateParticularClauses replaces
 * the clauses and moves the Version, unless `refuse` answers a failure first.
 */
const gatewayWith = (initial: ProposalDetail, refuse?: () => never) =>
  proposalGateway(initial, {
    reads: {
      'Proposal/GetProposalContractualTerms': renderTerms,
      'Proposal/GetCompanyProposalTags': () => proposalTags,
    },
    writes: {
      'Proposal/UpdateParticularClauses': (call, current) => {
        refuse?.();
        const clauses = call.body as { Title: string | null; Value: string }[];
        return {
          ...current,
          Version: current.Version + 1,
          ContractualTerms: {
            ...current.ContractualTerms,
            ParticularClausule: clauses.map((clause, index) =>
              term(100 + index, clause.Title, clause.Value),
            ),
          },
        };
      },
    },
    answers: { 'Proposal/UpdateParticularClauses': renderTerms },
  });

const brokerPath = `/propostas/proposta/${PROPOSAL_ID}`;
const insurerPath = `/propostas-seguradora/proposta/1/${PROPOSAL_ID}`;

/** Opens the texts' tab and waits for the texts the gateway rendered. */
const openTexts = async (signedIn: SessionUserInfo, path: string) => {
  const user = userEvent.setup();
  renderProposalRoutes(signedIn, path);
  await screen.findByRole('heading', { name: 'Proposta nº 1042' });
  await user.click(screen.getByRole('tab', { name: 'Objeto e cláusulas' }));
  await screen.findByRole('heading', { name: 'Objeto da proposta', level: 2 });
  return user;
};

const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title, level: 2 }).closest('.MuiCard-root') as HTMLElement;

const editButton = () => screen.queryByRole('button', { name: 'Editar cláusulas particulares' });

const openEditor = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'Editar cláusulas particulares' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar cláusulas particulares' });
  await within(dialog).findByRole('textbox', { name: /^Texto da cláusula 1/ });
  return dialog;
};

describe("the proposal's contractual texts", () => {
  it('shows the texts with the tags filled from the proposal and lists the missing ones', async () => {
    const { callsTo } = gatewayWith(quote());
    await openTexts(corretor, brokerPath);
    expect(callsTo('Proposal/GetProposalContractualTerms')[0].query).toEqual({
      proposalUniqueId: PROPOSAL_ID,
    });

    const object = cardOf('Objeto da proposta');
    expect(object.textContent).toContain(`Garantir a proposta de ${HOLDER} no edital`);
    expect(object.textContent).not.toContain('[NOME_TOMADOR]');
    const mark = object.querySelector('mark.tag-missing');
    expect(mark?.textContent).toBe('[NUMERO_EDITAL]');
    expect(within(object).getByText('Tags sem valor: [NUMERO_EDITAL]')).toBeTruthy();

    const clauses = cardOf('Cláusulas particulares');
    expect(within(clauses).getByRole('heading', { name: 'Multas' })).toBeTruthy();
    expect(clauses.textContent).toContain(`multas aplicadas a ${HOLDER}.`);
    // every tag of the clause filled: nothing listed
    expect(within(clauses).queryByText(/^Tags sem valor/)).toBeNull();
  });

  it('edits the clauses (add with a proposal tag, reorder) and saves them with the Id and Version read', async () => {
    const { callsTo } = gatewayWith(quote());
    const user = await openTexts(corretor, brokerPath);
    const dialog = await openEditor(user);
    // the stored text, its tags unfilled, is what the editor changes
    expect(
      within(dialog).getByRole('textbox', { name: /^Texto da cláusula 1/ }).textContent,
    ).toContain('multas aplicadas a [NOME_TOMADOR].');
    expect(
      (within(dialog).getByRole('textbox', { name: 'Título da cláusula 1' }) as HTMLInputElement)
        .value,
    ).toBe('Multas');

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar cláusula' }));
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Título da cláusula 2' }),
      'Contato',
    );
    await within(dialog).findByRole('textbox', { name: /^Texto da cláusula 2/ });
    const picker = within(dialog).getAllByRole('combobox', { name: 'Inserir tag' })[1];
    await user.click(picker);
    // the tags of GetCompanyProposalTags, the tenant's own among them
    expect(await screen.findByRole('option', { name: /^\[NUMERO_EDITAL\]/ })).toBeTruthy();
    await user.type(picker, 'Email');
    await user.click(await screen.findByRole('option', { name: /^\[EmailContato\]/ }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: /^Texto da cláusula 2/ }).textContent,
      ).toContain('[EmailContato]'),
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Mover para cima' })[1]);
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('textbox', { name: 'Título da cláusula 1' }) as HTMLInputElement)
          .value,
      ).toBe('Contato'),
    );

    const detailReads = callsTo('Proposal/GetProposalByUniqueId').length;
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cláusulas' }));
    expect(await screen.findByText('Cláusulas particulares salvas.')).toBeTruthy();
    const [save] = callsTo('Proposal/UpdateParticularClauses');
    expect(save.method).toBe('POST');
    expect(save.query).toEqual({ proposalId: '42', Version: '3' });
    expect(save.body).toEqual([
      { Title: 'Contato', Value: expect.stringContaining('[EmailContato]'), SourceId: null },
      { Title: 'Multas', Value: finesTemplate, SourceId: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the detail is read again, and the texts show the new clauses in their order
    await waitFor(() =>
      expect(callsTo('Proposal/GetProposalByUniqueId').length).toBeGreaterThan(detailReads),
    );
    const clauses = cardOf('Cláusulas particulares');
    await waitFor(() =>
      expect(
        within(clauses)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Contato', 'Multas']),
    );
  });

  it('keeps the edited clauses on screen with the message when the proposal changed (409)', async () => {
    const { callsTo } = gatewayWith(quote(), () => {
      throw { status: 409, errors: [STALE] };
    });
    const user = await openTexts(corretor, brokerPath);
    const dialog = await openEditor(user);
    const title = within(dialog).getByRole('textbox', { name: 'Título da cláusula 1' });
    await user.clear(title);
    await user.type(title, 'Multas revisadas');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cláusulas' }));

    expect(await within(dialog).findByText(STALE)).toBeTruthy();
    expect(callsTo('Proposal/UpdateParticularClauses')[0].query).toEqual({
      proposalId: '42',
      Version: '3',
    });
    expect(screen.getByRole('dialog', { name: 'Editar cláusulas particulares' })).toBe(dialog);
    expect((title as HTMLInputElement).value).toBe('Multas revisadas');
    expect(
      within(dialog).getByRole('textbox', { name: /^Texto da cláusula 1/ }).textContent,
    ).toContain('multas aplicadas a [NOME_TOMADOR].');
    expect(screen.queryByText('Cláusulas particulares salvas.')).toBeNull();
  });

  it("shows a 400 under the clause's field it names", async () => {
    const refusal =
      'Cláusulas particulares [1]: tags desconhecidas [NUMERO_CONTRATO]. Use as tags do catálogo ou as tags de termo da seguradora.';
    gatewayWith(quote(), () => {
      throw { status: 400, errors: [refusal] };
    });
    const user = await openTexts(corretor, brokerPath);
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cláusulas' }));
    const message = await within(dialog).findByText(refusal);
    const field = within(dialog)
      .getByRole('textbox', { name: /^Texto da cláusula 1/ })
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(field.contains(message)).toBe(true);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses a clause without text before calling the gateway', async () => {
    const { callsTo } = gatewayWith(quote());
    const user = await openTexts(corretor, brokerPath);
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar cláusula' }));
    await within(dialog).findByRole('textbox', { name: /^Texto da cláusula 2/ });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cláusulas' }));
    expect(await within(dialog).findByText('Informe o texto da cláusula.')).toBeTruthy();
    expect(callsTo('Proposal/UpdateParticularClauses')).toEqual([]);
    // removing the empty clause lets it save
    await user.click(within(dialog).getByRole('button', { name: 'Remover a cláusula 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar cláusulas' }));
    await waitFor(() => expect(callsTo('Proposal/UpdateParticularClauses')).toHaveLength(1));
    expect(callsTo('Proposal/UpdateParticularClauses')[0].body).toEqual([
      { Title: 'Multas', Value: finesTemplate, SourceId: null },
    ]);
  });
});

describe('who may edit the particular clauses', () => {
  /** Waits for the contract draft button: the user's permissions are known by then. */
  const settled = () => screen.findByRole('button', { name: 'Minuta do contrato' });

  it('not a user without the permission to manage proposals', async () => {
    gatewayWith(quote({ StatusId: ProposalStatus.EmAnalise, AllowedActions: ['contractDraft'] }));
    await openTexts(analista, insurerPath);
    await settled();
    expect(cardOf('Cláusulas particulares').textContent).toContain(HOLDER);
    expect(editButton()).toBeNull();
  });

  it('not a co-broker, nor the broker once the proposal is in analysis', async () => {
    gatewayWith(quote({ IsCoBroker: true, AllowedActions: ['contractDraft'] }));
    await openTexts(corretor, brokerPath);
    await settled();
    expect(editButton()).toBeNull();
    cleanup();

    gatewayWith(quote({ StatusId: ProposalStatus.EmAnalise, AllowedActions: ['contractDraft'] }));
    await openTexts(corretor, brokerPath);
    await settled();
    expect(editButton()).toBeNull();
  });

  it("the insurer's manager, also in analysis", async () => {
    gatewayWith(quote({ StatusId: ProposalStatus.EmAnalise, AllowedActions: ['contractDraft'] }));
    await openTexts(admin, insurerPath);
    expect(
      await screen.findByRole('button', { name: 'Editar cláusulas particulares' }),
    ).toBeTruthy();
  });
});
