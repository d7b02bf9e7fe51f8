import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeadlineModalityInput } from '../../../../domain/contracts/proposalTexts';
import type { ProposalDetail } from '../../../../domain/contracts/proposals';
import { consistentTerm } from '../../../../resources/propostas/wizard/wizardModel';
import { PROPOSAL_ID, proposalFixture, renderWizard, wizardProvider } from './wizardFixtures';

afterEach(cleanup);

const riskPath = `/propostas/nova-proposta-new/dados-de-risco?proposta=${PROPOSAL_ID}`;
const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('wizard step 3: dados-de-risco', () => {
  it('keeps start, end and days consistent: two of them give the third', async () => {
    const user = userEvent.setup();
    renderWizard(riskPath, wizardProvider());
    await screen.findByText(/Terceiro passo: Dados de risco/);
    const start = await screen.findByRole('textbox', { name: /Início de vigência/ });
    await user.type(start, '10012030');
    await user.type(screen.getByRole('spinbutton', { name: /Prazo em dias/ }), '90');
    await waitFor(() => expect(input(/Fim de vigência/).value).toBe('10/04/2030'));

    const end = input(/Fim de vigência/);
    await user.clear(end);
    await user.type(end, '20042030');
    await waitFor(() =>
      expect(
        (screen.getByRole('spinbutton', { name: /Prazo em dias/ }) as HTMLInputElement).value,
      ).toBe('100'),
    );
    expect(input(/Início de vigência/).value).toBe('10/01/2030');
  });

  it('shows the gateway’s pricing messages under the fields they name', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.updateProposal.mockRejectedValue(
      new HttpError('Bad Request', 400, {
        Errors: [
          'Prazo de dias para essa modalidade não pode ser menor que 30',
          'Importância segurada: informe um valor em reais maior que zero.',
        ],
      }),
    );
    renderWizard(riskPath, provider);
    const start = await screen.findByRole('textbox', { name: /Início de vigência/ });
    await user.type(start, '10012030');
    await user.type(screen.getByRole('spinbutton', { name: /Prazo em dias/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(
      await screen.findAllByText('Prazo de dias para essa modalidade não pode ser menor que 30', {
        exact: false,
      }),
    ).toHaveLength(2); // under the field and in the alert above the form
    const days = screen.getByRole('spinbutton', { name: /Prazo em dias/ });
    expect(
      document.getElementById(String(days.getAttribute('aria-describedby')))?.textContent,
    ).toBe('Prazo de dias para essa modalidade não pode ser menor que 30');
    expect((days as HTMLInputElement).value).toBe('10');
    expect(provider.updateProposal).toHaveBeenCalledWith(
      expect.objectContaining({
        UniqueId: PROPOSAL_ID,
        StartDate: '2030-01-10',
        EndDate: '2030-01-20',
        DeadlineDays: 10,
      }),
    );
  });
});

const MIN_30 = 'Prazo de dias para essa modalidade não pode ser menor que 30';
const MAX_60 = 'Prazo de dias para essa modalidade não pode ser maior que 60';
const valid = { IsValid: true, Messages: [] };
const invalid = (message: string) => ({ IsValid: false, Messages: [message] });

/** The broker's draft with the modality Licitante (5) chosen, in the catalogue the step reads. */
const withModality = (fields: Partial<ProposalDetail> = {}) => {
  const provider = wizardProvider();
  const proposal = proposalFixture({
    ModalityId: 5,
    Modality: { Id: 5, Name: 'Licitante', GroupName: 'Licitações' },
    ...fields,
  });
  provider.getOne.mockResolvedValue({ data: { ...proposal, id: PROPOSAL_ID } });
  provider.getModalityBranches.mockResolvedValue([{ Id: 2, Code: '0775', Name: 'Garantia' }]);
  provider.getModalityGroups.mockResolvedValue([
    {
      Id: 1,
      Name: 'Licitações',
      BranchId: 2,
      Modalities: [{ Id: 5, Name: 'Licitante', IsComplementaryModality: false, IsDeleted: false }],
    },
  ]);
  provider.getModality.mockResolvedValue({
    ComplementaryModalities: [
      { ComplementaryModalityId: 9, ComplementaryModalityName: 'Adiantamento', IsEnabled: true },
    ],
    Coverages: [],
  });
  return provider;
};

const continueButton = () => screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
const follows = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('wizard step 3: the term checked against the modality (GetValidateDeadlineModality)', () => {
  it('shows the messages under the term and holds "Continuar" until the term is fixed', async () => {
    const user = userEvent.setup();
    const provider = withModality();
    provider.validateDeadlineModality.mockImplementation(async (body: DeadlineModalityInput) =>
      (body.DeadlineDays ?? 0) < 30 ? invalid(MIN_30) : valid,
    );
    renderWizard(riskPath, provider);
    const term = await screen.findByRole('region', { name: 'Vigência e importância segurada' });
    await user.type(within(term).getByRole('textbox', { name: /Início de vigência/ }), '10012030');
    const days = within(term).getByRole('spinbutton', { name: /Prazo em dias/ });
    await user.type(days, '10');

    const message = await within(term).findByText(MIN_30);
    expect(provider.validateDeadlineModality).toHaveBeenLastCalledWith({
      ModalityId: 5,
      StartDate: '2030-01-10',
      EndDate: '2030-01-20',
      DeadlineDays: 10,
    });
    // helper text under the three term fields, above the insured amount; no modal
    expect(follows(days, message)).toBe(true);
    expect(follows(message, within(term).getByRole('textbox', { name: /Importância/ }))).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByText('Corrija a vigência para continuar.')).toBeTruthy();
    // the draft may still be saved as it is
    expect(
      (screen.getByRole('button', { name: 'Salvar rascunho' }) as HTMLButtonElement).disabled,
    ).toBe(false);

    await user.clear(days);
    await user.type(days, '90');
    await waitFor(() => expect(within(term).queryByText(MIN_30)).toBeNull());
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(screen.queryByText('Corrija a vigência para continuar.')).toBeNull();
    await user.click(continueButton());
    await waitFor(() =>
      expect(provider.updateProposal).toHaveBeenCalledWith(
        expect.objectContaining({ StartDate: '2030-01-10', DeadlineDays: 90 }),
      ),
    );
    expect(await screen.findByText(/Quarto passo: Resumo/)).toBeTruthy();
  });

  it('shows a term that does not add up (the gateway’s 400) and holds "Continuar"', async () => {
    const user = userEvent.setup();
    const provider = withModality();
    provider.validateDeadlineModality.mockRejectedValue(
      new HttpError('Bad Request', 400, {
        Errors: ['Fim de vigência: a data de fim de vigência deve ser posterior ao início.'],
      }),
    );
    renderWizard(riskPath, provider);
    const term = await screen.findByRole('region', { name: 'Vigência e importância segurada' });
    await user.type(within(term).getByRole('textbox', { name: /Início de vigência/ }), '10012030');
    await user.type(within(term).getByRole('textbox', { name: /Fim de vigência/ }), '05012030');
    expect(
      await within(term).findByText(
        'Fim de vigência: a data de fim de vigência deve ser posterior ao início.',
      ),
    ).toBeTruthy();
    expect(provider.validateDeadlineModality).toHaveBeenLastCalledWith(
      expect.objectContaining({ StartDate: '2030-01-10', EndDate: '2030-01-05' }),
    );
    // the message and the held button come from the same answer, but not always in one render
    await waitFor(() => expect(continueButton().disabled).toBe(true));
  });

  it('checks the complementary modality too, on the main term until it has its own', async () => {
    const user = userEvent.setup();
    const provider = withModality({ ComplementaryModality: { Id: 9, Name: 'Adiantamento' } });
    provider.validateDeadlineModality.mockImplementation(async (body: DeadlineModalityInput) =>
      body.ModalityId === 9 && (body.DeadlineDays ?? 0) > 60 ? invalid(MAX_60) : valid,
    );
    renderWizard(riskPath, provider);
    const term = await screen.findByRole('region', { name: 'Vigência e importância segurada' });
    await user.type(within(term).getByRole('textbox', { name: /Início de vigência/ }), '10012030');
    await user.type(within(term).getByRole('spinbutton', { name: /Prazo em dias/ }), '90');

    const complementary = await screen.findByRole('region', { name: 'Modalidade complementar' });
    expect(await within(complementary).findByText(MAX_60)).toBeTruthy();
    expect(within(term).queryByText(MAX_60)).toBeNull();
    expect(provider.validateDeadlineModality).toHaveBeenCalledWith({
      ModalityId: 9,
      StartDate: '2030-01-10',
      EndDate: '2030-04-10',
      DeadlineDays: 90,
    });
    expect(continueButton().disabled).toBe(true);

    await user.type(
      within(complementary).getByRole('textbox', { name: /Início de vigência/ }),
      '10012030',
    );
    await user.type(within(complementary).getByRole('spinbutton', { name: /Prazo em dias/ }), '30');
    await waitFor(() => expect(within(complementary).queryByText(MAX_60)).toBeNull());
    expect(provider.validateDeadlineModality).toHaveBeenLastCalledWith({
      ModalityId: 9,
      StartDate: '2030-01-10',
      EndDate: '2030-02-09',
      DeadlineDays: 30,
    });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });
});

describe('consistentTerm', () => {
  it('derives the end from start and days, and the days from start and end', () => {
    expect(consistentTerm({ start: '2030-01-10', end: null, days: 90 }, 'days').end).toBe(
      '2030-04-10',
    );
    expect(consistentTerm({ start: '2030-01-10', end: '2030-04-20', days: 90 }, 'end').days).toBe(
      100,
    );
    expect(consistentTerm({ start: null, end: '2030-04-10', days: 90 }, 'end').start).toBe(
      '2030-01-10',
    );
  });
});
