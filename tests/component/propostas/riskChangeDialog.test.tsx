import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProposalRiskChange } from '../../../domain/contracts/proposalTexts';
import type { ProposalDetail } from '../../../domain/contracts/proposals';
import { admin, analista, corretor } from '../shell/fixtures';
import {
  noRiskChange,
  PROPOSAL_ID,
  proposalDetail,
  proposalGateway,
  type ProposalWrite,
  renderProposalRoutes,
} from './proposalFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STALE =
  'A proposta foi alterada por outra pessoa depois que você a abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.';
const IS_MAX =
  'O valor de importância segurada máximo para a modalidade "Licitante" é de R$ 5.000.000,00';

/** Approved, waiting for issuance: the gateway offers the risk change to its managers. */
const approved = (fields: Partial<ProposalDetail> = {}) =>
  proposalDetail({
    StatusId: 3,
    StatusName: 'Aguardando Emissão',
    AllowedActions: ['riskChange', 'contractDraft'],
    ...fields,
  });

/** What GetProposalRiskChange answers once the IS moved from the approved R$ 1.000.000,00. */
const riskOf = (proposal: ProposalDetail): ProposalRiskChange =>
  proposal.InsuredAmountValue === '1000000.00'
    ? noRiskChange(proposal)
    : {
        ...noRiskChange(proposal),
        HasRiskChange: true,
        Changes: [
          {
            Key: 'InsuredAmountValue',
            Label: 'Importância segurada',
            Origin: 'R$ 1.000.000,00',
            Current: 'R$ 1.500.000,00',
          },
        ],
      };

/** UpdateProposal on an approved proposal as the gateway does it: back to analysis, priced again. */
const riskChange: ProposalWrite = (call, proposal) => ({
  ...proposal,
  ...(call.body as Partial<ProposalDetail>),
  StatusId: 2,
  StatusName: 'Em análise',
  AllowedActions: ['contractDraft'],
  Version: proposal.Version + 1,
});

const refuse = (status: number, errors: string[]) => () => {
  throw { status, errors };
};

/** The gateway with one approved proposal: UpdateProposal moves it as `update` says. */
const gatewayWith = (initial: ProposalDetail, update: ProposalWrite = riskChange) =>
  proposalGateway(initial, {
    reads: {
      'Proposal/GetProposalRiskChange': riskOf,
      'Proposal/GetValidateDeadlineModality': () => ({ IsValid: true, Messages: [] }),
    },
    writes: { 'Proposal/UpdateProposal': update },
  });

const brokerPath = `/propostas/proposta/${PROPOSAL_ID}`;
const insurerPath = `/propostas-seguradora/proposta/1/${PROPOSAL_ID}`;
const BUTTON = 'Alterar dados de risco';

const openDialog = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: BUTTON }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Alterar dados de risco da proposta nº 1042',
  });
  return { user, dialog };
};

const mainTerm = (dialog: HTMLElement) =>
  within(dialog).getByRole('region', { name: 'Vigência e importância segurada · Licitante' });
const field = (scope: HTMLElement, role: 'textbox' | 'spinbutton', name: RegExp) =>
  within(scope).getByRole(role, { name }) as HTMLInputElement;
const amountOf = (scope: HTMLElement) => field(scope, 'textbox', /^Importância segurada/);
/** The text shown under a field (its helper text, named by aria-describedby). */
const helperOf = (input: HTMLElement) =>
  document.getElementById(String(input.getAttribute('aria-describedby')))?.textContent;

const typeAmount = async (
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  cents: string,
) => {
  await user.clear(input);
  await user.type(input, cents);
};

describe('the risk change of an approved proposal', () => {
  // the draft's button shows once the user's permissions are read
  const permissionsRead = () => screen.findByRole('button', { name: 'Minuta do contrato' });

  it('is offered to whoever manages the proposal when the gateway allows it, and only then', async () => {
    gatewayWith(approved());
    renderProposalRoutes(corretor, brokerPath);
    expect(await screen.findByRole('button', { name: BUTTON })).toBeTruthy();
    cleanup();

    // the insurer's manager, on the summary
    gatewayWith(approved());
    renderProposalRoutes(admin, insurerPath);
    expect(await screen.findByRole('button', { name: BUTTON })).toBeTruthy();
    cleanup();

    // in analysis the gateway offers no risk change
    gatewayWith(
      approved({ StatusId: 2, StatusName: 'Em análise', AllowedActions: ['contractDraft'] }),
    );
    renderProposalRoutes(corretor, brokerPath);
    await permissionsRead();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    cleanup();

    // the analyst may not write proposals (UpdateProposal), whatever the proposal allows
    gatewayWith(approved());
    renderProposalRoutes(analista, insurerPath);
    await permissionsRead();
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it('opens with the term and the IS of the proposal, the dates and days following each other', async () => {
    gatewayWith(approved());
    renderProposalRoutes(corretor, brokerPath);
    const { user, dialog } = await openDialog();
    expect(
      within(dialog).getByText(
        /alterar a vigência ou a importância segurada a devolve para a análise da seguradora/,
      ),
    ).toBeTruthy();
    const term = mainTerm(dialog);
    expect(field(term, 'textbox', /Início de vigência/).value).toBe('01/02/2026');
    expect(field(term, 'textbox', /Fim de vigência/).value).toBe('31/07/2026');
    expect(field(term, 'spinbutton', /Prazo em dias/).value).toBe('180');
    expect(amountOf(term).value).toBe('R$ 1.000.000,00');
    // no complementary modality on this proposal
    expect(within(dialog).queryByRole('region', { name: /Modalidade complementar/ })).toBeNull();

    const days = field(term, 'spinbutton', /Prazo em dias/);
    await user.clear(days);
    await user.type(days, '90');
    await waitFor(() => expect(field(term, 'textbox', /Fim de vigência/).value).toBe('02/05/2026'));
    expect(field(term, 'textbox', /Início de vigência/).value).toBe('01/02/2026');
  });

  it('sends the Version read and the new IS, then shows the change and the analysis', async () => {
    const { callsTo } = gatewayWith(approved());
    renderProposalRoutes(corretor, brokerPath);
    const { user, dialog } = await openDialog();
    await typeAmount(user, amountOf(mainTerm(dialog)), '150000000');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar e enviar para análise' }));

    expect(
      await screen.findByText('Dados de risco alterados: a proposta voltou para análise.'),
    ).toBeTruthy();
    expect(callsTo('Proposal/UpdateProposal').map((call) => call.body)).toEqual([
      { UniqueId: PROPOSAL_ID, Version: 3, InsuredAmountValue: '1500000.00' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the detail read again: in analysis, with the change field by field and no second change
    const table = await screen.findByRole('table', { name: 'Alteração de risco' });
    expect(within(table).getByText('R$ 1.500.000,00')).toBeTruthy();
    expect(screen.getAllByText('Em análise').length).toBeGreaterThan(0);
    expect(callsTo('Proposal/GetProposalByUniqueId').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it("shows a 400's message under the field it names and keeps what was typed", async () => {
    const { callsTo } = gatewayWith(approved(), refuse(400, [IS_MAX]));
    renderProposalRoutes(corretor, brokerPath);
    const { user, dialog } = await openDialog();
    await typeAmount(user, amountOf(mainTerm(dialog)), '600000000');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar e enviar para análise' }));

    await waitFor(() => expect(helperOf(amountOf(mainTerm(dialog)))).toBe(IS_MAX));
    expect(amountOf(mainTerm(dialog)).getAttribute('aria-invalid')).toBe('true');
    expect(amountOf(mainTerm(dialog)).value).toBe('R$ 6.000.000,00');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(
      screen.queryByText('Dados de risco alterados: a proposta voltou para análise.'),
    ).toBeNull();
    expect(callsTo('Proposal/UpdateProposal')).toHaveLength(1);
  });

  it("puts the complementary modality's messages under its own fields", async () => {
    const complementary = 'Adiantamento de pagamento';
    const message = `O valor de importância segurada máximo para a modalidade "${complementary}" é de R$ 200.000,00`;
    const { callsTo } = gatewayWith(
      approved({
        ComplementaryModality: { Id: 9, Name: complementary },
        ComplementaryStartDate: '2026-02-01',
        ComplementaryEndDate: '2026-05-02',
        ComplementaryDeadlineDays: 90,
        ComplementaryInsuredAmountValue: '100000.00',
      }),
      refuse(400, [message]),
    );
    renderProposalRoutes(corretor, brokerPath);
    const { user, dialog } = await openDialog();
    const section = within(dialog).getByRole('region', {
      name: `Modalidade complementar · ${complementary}`,
    });
    expect(field(section, 'textbox', /Fim de vigência/).value).toBe('02/05/2026');
    expect(field(section, 'spinbutton', /Prazo em dias/).value).toBe('90');
    expect(amountOf(section).value).toBe('R$ 100.000,00');

    await typeAmount(user, amountOf(section), '30000000');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar e enviar para análise' }));
    await waitFor(() => expect(helperOf(amountOf(section))).toBe(message));
    expect(helperOf(amountOf(mainTerm(dialog)))).not.toBe(message);
    expect(callsTo('Proposal/UpdateProposal')[0].body).toEqual({
      UniqueId: PROPOSAL_ID,
      Version: 3,
      ComplementaryInsuredAmountValue: '300000.00',
    });
  });

  it('keeps what was typed when the proposal changed meanwhile (409)', async () => {
    gatewayWith(approved(), refuse(409, [STALE]));
    renderProposalRoutes(admin, insurerPath);
    const { user, dialog } = await openDialog();
    await typeAmount(user, amountOf(mainTerm(dialog)), '150000000');
    await user.click(within(dialog).getByRole('button', { name: 'Alterar e enviar para análise' }));
    expect(await within(dialog).findByText(STALE)).toBeTruthy();
    expect(amountOf(mainTerm(dialog)).value).toBe('R$ 1.500.000,00');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says nothing changed when the data are the proposal’s, rather than claiming success', async () => {
    // the gateway answers the proposal as it stood: the data sent are the ones it holds
    const { callsTo } = gatewayWith(approved(), (_call, proposal) => proposal);
    renderProposalRoutes(corretor, brokerPath);
    const { user, dialog } = await openDialog();
    const save = within(dialog).getByRole('button', { name: 'Alterar e enviar para análise' });
    const unchanged = /Nenhum dado de risco mudou/;

    // nothing edited: nothing to send
    await user.click(save);
    expect(await within(dialog).findByText(unchanged)).toBeTruthy();
    expect(callsTo('Proposal/UpdateProposal')).toHaveLength(0);

    await typeAmount(user, amountOf(mainTerm(dialog)), '120000000');
    await user.click(save);
    await waitFor(() => expect(callsTo('Proposal/UpdateProposal')).toHaveLength(1));
    expect(await within(dialog).findByText(unchanged)).toBeTruthy();
    expect(
      screen.queryByText('Dados de risco alterados: a proposta voltou para análise.'),
    ).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
