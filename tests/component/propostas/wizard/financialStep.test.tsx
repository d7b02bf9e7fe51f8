import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import {
  calculation,
  financialPath,
  PROPOSAL_ID,
  proposalFixture,
  renderWizard,
  wizardProvider,
} from './wizardFixtures';

afterEach(cleanup);

const RANGE = 'O percentual de comissão deve ficar entre 5 % e 20 %.';

describe('wizard step 5: dados-financeiros', () => {
  it('calculates live, shows the memory, and keeps the last good result when a calculation fails', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.calculateFinancialData
      .mockResolvedValueOnce(calculation)
      .mockRejectedValue(new HttpError('Bad Request', 400, { Errors: [RANGE] }));
    renderWizard(financialPath, provider);
    expect(await screen.findByText(/Quinto passo: Dados financeiros/)).toBeTruthy();
    expect(await screen.findByText('Memória de cálculo')).toBeTruthy();
    expect(await screen.findByText('R$ 1.000.000,00 × 0,5 % × 180 ÷ 365')).toBeTruthy();
    expect(screen.getAllByText('R$ 2.465,75').length).toBeGreaterThan(0);
    expect(provider.calculateFinancialData).toHaveBeenCalledWith(
      expect.objectContaining({
        ProposalUniqueId: PROPOSAL_ID,
        Version: 3,
        CalculatePerComissionPercentage: true,
        // the saved "10.0000" as the input shows it
        ComissionPercentage: '10',
      }),
    );

    const commission = screen.getByRole('textbox', { name: /Comissão \(%\)/ });
    expect((commission as HTMLInputElement).value).toBe('10');
    await user.clear(commission);
    await user.type(commission, '50');
    expect(await screen.findByTestId('calculation-errors')).toBeTruthy();
    expect(screen.getByTestId('calculation-errors').textContent).toMatch(
      /último cálculo válido continua na tela/,
    );
    // the last good result and its memory stay
    expect(screen.getAllByText('R$ 2.465,75').length).toBeGreaterThan(0);
    expect(screen.getByText('R$ 1.000.000,00 × 0,5 % × 180 ÷ 365')).toBeTruthy();
    // the message under the field it names
    await waitFor(() =>
      expect(
        document.getElementById(String(commission.getAttribute('aria-describedby')))?.textContent,
      ).toContain(RANGE),
    );
    expect((commission as HTMLInputElement).value).toBe('50');
  });

  it('saves the financial data, sends the proposal and shows the engines’ outcome', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.calculateFinancialData.mockResolvedValue(calculation);
    provider.saveFinancialData.mockResolvedValue(proposalFixture({ Version: 4 }));
    provider.submitProposal.mockResolvedValue(
      proposalFixture({
        Version: 5,
        StatusId: 2,
        StatusName: 'Em análise',
        AllowedActions: [],
        SubmittedAt: '2030-01-05T12:00:00.000Z',
        ProposalEngineExecutionLogs: [
          {
            Id: 1,
            Engine: 'Cadastro',
            Verdict: 'referred',
            Reasons: ['O documento obrigatório "Edital" foi enviado mas ainda não está Conforme.'],
            Inputs: {},
            RanAt: '2030-01-05T12:00:00.100Z',
          },
        ],
      }),
    );
    renderWizard(financialPath, provider);
    await screen.findByText('R$ 1.000.000,00 × 0,5 % × 180 ÷ 365');
    await user.dblClick(screen.getByRole('button', { name: 'Enviar proposta' }));
    expect(await screen.findByText('Proposta nº 61 enviada')).toBeTruthy();
    expect(screen.getByTestId('proposal-outcome-status').textContent).toContain('Em análise');
    expect(screen.getByText(/"Edital" foi enviado mas ainda não está Conforme/)).toBeTruthy();
    expect(provider.saveFinancialData).toHaveBeenCalledTimes(1);
    expect(provider.submitProposal).toHaveBeenCalledTimes(1);
    expect(provider.submitProposal).toHaveBeenCalledWith(expect.objectContaining({ Version: 4 }));
    await user.click(screen.getByRole('button', { name: 'Ver proposta' }));
    expect(await screen.findByText('detalhe da proposta')).toBeTruthy();
  });
});
