import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProposalDetail } from '../../../../domain/contracts/proposals';
import {
  calculation,
  financialPath,
  PROPOSAL_ID,
  proposalFixture,
  renderWizard,
  wizardProvider,
} from './wizardFixtures';

afterEach(cleanup);

const horizonte = {
  UniqueId: '33333333-2222-4333-8444-555555555555',
  Name: 'Horizonte Corretora de Seguros Ltda.',
  CpfCnpj: '27164938000100',
};
const atlantica = {
  UniqueId: '44444444-2222-4333-8444-555555555555',
  Name: 'Atlântica Corretora de Seguros Ltda.',
  CpfCnpj: '38451927000100',
};
const coBroker = (broker: typeof horizonte, share: string, id = 20) => ({
  BrokerId: id,
  BrokerUniqueId: broker.UniqueId,
  Name: broker.Name,
  CommissionSharePercentage: share,
});

const providerWith = (fields: Partial<ProposalDetail>) => {
  const provider = wizardProvider();
  provider.getOne.mockResolvedValue({ data: { ...proposalFixture(fields), id: PROPOSAL_ID } });
  provider.calculateFinancialData.mockResolvedValue(calculation);
  provider.searchCoBrokers.mockResolvedValue([horizonte, atlantica]);
  return provider;
};

const section = () => screen.getByRole('region', { name: 'Co-corretagem' });

describe('wizard step 5: co-brokerage', () => {
  it('adds a co-broker from the search, removes one, and saves them with the Version before the financial data', async () => {
    const user = userEvent.setup();
    const provider = providerWith({
      CoBrokers: [coBroker(horizonte, '30.0000')],
      HasCoBrokers: true,
    });
    provider.updateProposal.mockResolvedValue(
      proposalFixture({ Version: 4, CoBrokers: [coBroker(atlantica, '12.5000', 21)] }),
    );
    provider.saveFinancialData.mockResolvedValue(proposalFixture({ Version: 5 }));
    renderWizard(financialPath, provider);
    await screen.findByText('0,5 % a.a.');

    const rows = () => within(section()).getAllByRole('textbox', { name: 'Corretora' });
    expect(rows().map((row) => (row as HTMLInputElement).value)).toEqual([horizonte.Name]);
    expect(
      (
        within(section()).getByRole('textbox', {
          name: 'Parte da comissão (%)',
        }) as HTMLInputElement
      ).value,
    ).toBe('30');

    const search = within(section()).getByRole('combobox', { name: 'Adicionar co-corretora' });
    await user.type(search, 'Corretora');
    const offered = await screen.findByRole('option', { name: /Atlântica/ }, { timeout: 3000 });
    expect(provider.searchCoBrokers).toHaveBeenCalledWith('Corretora');
    // the one already chosen is not offered again
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      `${atlantica.Name} · 38.451.927/0001-00`,
    ]);
    await user.click(offered);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((rows()[1] as HTMLInputElement).value).toBe(atlantica.Name);

    const shares = within(section()).getAllByRole('textbox', { name: 'Parte da comissão (%)' });
    await user.type(shares[1], '12,5');
    await user.click(within(section()).getAllByRole('button', { name: 'Remover' })[0]);
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Salvar dados financeiros' }));
    await waitFor(() => expect(provider.saveFinancialData).toHaveBeenCalled());
    expect(provider.updateProposal).toHaveBeenCalledTimes(1);
    expect(provider.updateProposal).toHaveBeenCalledWith({
      CoBrokers: [{ BrokerUniqueId: atlantica.UniqueId, CommissionSharePercentage: '12,5' }],
      UniqueId: PROPOSAL_ID,
      Version: 3,
    });
    // the financial data goes on the Version the co-brokers' save answered
    expect(provider.saveFinancialData).toHaveBeenCalledWith(
      expect.objectContaining({ ProposalUniqueId: PROPOSAL_ID, Version: 4 }),
    );
  });

  it('saves no co-brokers when they did not change', async () => {
    const user = userEvent.setup();
    const provider = providerWith({
      CoBrokers: [coBroker(horizonte, '30.0000')],
      HasCoBrokers: true,
    });
    provider.saveFinancialData.mockResolvedValue(proposalFixture({ Version: 4 }));
    renderWizard(financialPath, provider);
    await screen.findByText('0,5 % a.a.');
    await user.click(screen.getByRole('button', { name: 'Salvar dados financeiros' }));
    await waitFor(() =>
      expect(provider.saveFinancialData).toHaveBeenCalledWith(
        expect.objectContaining({ Version: 3 }),
      ),
    );
    expect(provider.updateProposal).not.toHaveBeenCalled();
  });

  it('shows the gateway’s co-brokerage refusal under the section, keeps the rows and saves nothing else', async () => {
    const user = userEvent.setup();
    const provider = providerWith({});
    const refusal =
      'Co-corretagem: a parte de cada co-corretora deve ser maior que 0 % e a soma das partes menor que 100 %.';
    provider.updateProposal.mockRejectedValue(
      new HttpError('Bad Request', 400, { Errors: [refusal] }),
    );
    renderWizard(financialPath, provider);
    await screen.findByText('0,5 % a.a.');

    await user.type(
      within(section()).getByRole('combobox', { name: 'Adicionar co-corretora' }),
      'Horiz',
    );
    await user.click(await screen.findByRole('option', { name: /Horizonte/ }, { timeout: 3000 }));
    const share = await within(section()).findByRole('textbox', { name: 'Parte da comissão (%)' });
    await user.type(share, '100');
    await user.click(screen.getByRole('button', { name: 'Salvar dados financeiros' }));

    expect((await within(section()).findByTestId('co-broker-errors')).textContent).toBe(refusal);
    expect(provider.updateProposal).toHaveBeenCalledWith(
      expect.objectContaining({
        CoBrokers: [{ BrokerUniqueId: horizonte.UniqueId, CommissionSharePercentage: '100' }],
        Version: 3,
      }),
    );
    expect(provider.saveFinancialData).not.toHaveBeenCalled();
    expect((share as HTMLInputElement).value).toBe('100');
  });

  it('offers no search once the proposal has the maximum of co-brokers', async () => {
    const five = Array.from({ length: 5 }, (_, index) =>
      coBroker(
        {
          ...horizonte,
          UniqueId: `3333333${index}-2222-4333-8444-555555555555`,
          Name: `C${index}`,
        },
        '10.0000',
        30 + index,
      ),
    );
    renderWizard(financialPath, providerWith({ CoBrokers: five, HasCoBrokers: true }));
    await screen.findByText('0,5 % a.a.');
    expect(
      within(section()).getByText('A proposta já tem 5 co-corretoras, o máximo.'),
    ).toBeTruthy();
    expect(
      within(section()).queryByRole('combobox', { name: 'Adicionar co-corretora' }),
    ).toBeNull();
  });
});
