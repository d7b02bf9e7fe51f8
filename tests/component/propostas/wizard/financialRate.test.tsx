import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import {
  pricingMessages,
  RATE_OVERRIDE_BOUNDS,
  rateOverrideBounds,
} from '../../../../domain/pricing';
import { admin } from '../../shell/fixtures';
import {
  calculation,
  financialPath,
  PROPOSAL_ID,
  proposalFixture,
  renderWizard,
  wizardProvider,
} from './wizardFixtures';

afterEach(cleanup);

/** A proposal in analysis as insurer staff read it: they may change its rate, nothing else. */
const inAnalysis = (fields = {}) =>
  proposalFixture({
    StatusId: 2,
    StatusName: 'Em análise',
    RiskRate: '0.5000',
    AllowedActions: ['changeRate', 'requestAdjustment', 'cancel', 'contractDraft'],
    CoBrokers: [
      {
        BrokerId: 20,
        BrokerUniqueId: '33333333-2222-4333-8444-555555555555',
        Name: 'Horizonte Corretora de Seguros Ltda.',
        CommissionSharePercentage: '30.0000',
      },
    ],
    HasCoBrokers: true,
    ...fields,
  });

const staffProvider = () => {
  const provider = wizardProvider({});
  provider.getOne.mockResolvedValue({ data: { ...inAnalysis(), id: PROPOSAL_ID } });
  return provider;
};

const rateInput = () => screen.findByRole('textbox', { name: 'Taxa (% a.a.)' });
const describedBy = (input: HTMLElement) =>
  document.getElementById(String(input.getAttribute('aria-describedby')))?.textContent;

describe('wizard step 5: the insurer staff’s rate', () => {
  it('shows the rate with its allowed range, recalculates with it and saves it', async () => {
    const user = userEvent.setup();
    const provider = staffProvider();
    provider.calculateFinancialData.mockImplementation(async (input: { RiskRate?: string }) =>
      input.RiskRate ? { ...calculation, Tax: '0.8000' } : calculation,
    );
    provider.saveFinancialData.mockResolvedValue(inAnalysis({ RiskRate: '0.8000', Version: 4 }));
    renderWizard(financialPath, provider, admin);

    const rate = (await rateInput()) as HTMLInputElement;
    expect(rate.value).toBe('0,5');
    // the page says what the insurer does here: not a quote saved at every step
    expect(screen.getByText(/^Taxa da seguradora: o prêmio é recalculado/)).toBeTruthy();
    expect(screen.queryByText(/^Cotação salva a cada passo/)).toBeNull();
    // the range is domain/pricing's: 50 % to 300 % of the starting rate of 0,5 % a.a.
    await waitFor(() =>
      expect(describedBy(rate)).toBe(
        'Entre 0,25 % e 1,5 % a.a. (de 50 % a 300 % da taxa inicial de 0,5 % a.a.)',
      ),
    );
    // the current rate is not sent back as a change
    expect(provider.calculateFinancialData.mock.calls[0][0]).not.toHaveProperty('RiskRate');

    await user.clear(rate);
    await user.type(rate, '0,8');
    await waitFor(() =>
      expect(provider.calculateFinancialData).toHaveBeenLastCalledWith(
        expect.objectContaining({ ProposalUniqueId: PROPOSAL_ID, Version: 3, RiskRate: '0,8' }),
      ),
    );
    expect(await screen.findByText('0,8 % a.a.')).toBeTruthy();

    // staff change the rate only: no co-broker editing, no sending
    expect(screen.queryByRole('combobox', { name: 'Adicionar co-corretora' })).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Co-corretagem' })).getByText(
        'Horizonte Corretora de Seguros Ltda. (30 %)',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar proposta' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salvar dados financeiros' }));
    await waitFor(() =>
      expect(provider.saveFinancialData).toHaveBeenCalledWith(
        expect.objectContaining({ ProposalUniqueId: PROPOSAL_ID, Version: 3, RiskRate: '0,8' }),
      ),
    );
    expect(provider.updateProposal).not.toHaveBeenCalled();
    expect(provider.submitProposal).not.toHaveBeenCalled();
  });

  it('shows the gateway’s refusal of the rate under the input and keeps what was typed', async () => {
    const user = userEvent.setup();
    const provider = staffProvider();
    const { minimum, maximum } = rateOverrideBounds('0.5');
    const refusal = pricingMessages.rateOutOfBounds(minimum, maximum, '0.5', RATE_OVERRIDE_BOUNDS);
    provider.calculateFinancialData.mockImplementation(async (input: { RiskRate?: string }) => {
      if (input.RiskRate) throw new HttpError('Bad Request', 400, { Errors: [refusal] });
      return calculation;
    });
    renderWizard(financialPath, provider, admin);

    const rate = (await rateInput()) as HTMLInputElement;
    await screen.findByText('0,5 % a.a.');
    await user.clear(rate);
    await user.type(rate, '2');
    await waitFor(() => expect(describedBy(rate)).toBe(refusal));
    expect(rate.value).toBe('2');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    // the last good result stays
    expect(screen.getByText('0,5 % a.a.')).toBeTruthy();
  });

  it('leaves the rate read-only to a broker, who never sends it', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.getOne.mockResolvedValue({
      data: { ...proposalFixture({ RiskRate: '0.5000' }), id: PROPOSAL_ID },
    });
    provider.calculateFinancialData.mockResolvedValue(calculation);
    provider.saveFinancialData.mockResolvedValue(proposalFixture({ Version: 4 }));
    renderWizard(financialPath, provider);

    expect(await screen.findByText('0,5 % a.a.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Taxa (% a.a.)' })).toBeNull();
    expect(screen.getByText(/^Cotação salva a cada passo/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar dados financeiros' }));
    await waitFor(() => expect(provider.saveFinancialData).toHaveBeenCalled());
    for (const [input] of [
      ...provider.calculateFinancialData.mock.calls,
      ...provider.saveFinancialData.mock.calls,
    ]) {
      expect(input).not.toHaveProperty('RiskRate');
    }
  });
});
