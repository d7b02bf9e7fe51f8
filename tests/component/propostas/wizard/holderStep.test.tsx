import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import {
  holderA,
  holderB,
  limitsOf,
  PROPOSAL_ID,
  proposalFixture,
  renderWizard,
  wizardProvider,
} from './wizardFixtures';

afterEach(cleanup);

const chooseHolder = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) => {
  const input = await screen.findByRole('combobox', { name: /Tomador/ });
  await user.clear(input);
  await user.type(input, 'Construtora');
  await user.click(await screen.findByRole('option', { name }, { timeout: 3000 }));
};

describe('wizard step 1: dados-tomador', () => {
  it('shows the chosen holder’s limits and rates, and clears them when another holder is chosen', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.validateHolderForProposal.mockImplementation(async (cnpj: string) => {
      if (cnpj === holderB.CpfCnpj) return new Promise(() => undefined); // still checking
      return {
        CanUse: true,
        Reasons: [],
        PolicyHolder: { ...holderA, Limits: limitsOf('1000000.00') },
      };
    });
    renderWizard('/propostas/nova-proposta-new/dados-tomador', provider);
    expect(await screen.findByText(/Primeiro passo: Tomador/)).toBeTruthy();
    expect(screen.getByText(/Quinto passo: Dados financeiros/)).toBeTruthy();

    await chooseHolder(user, /Alvorada/);
    expect(await screen.findByText('R$ 1.000.000,00')).toBeTruthy();
    expect(screen.getByText('B')).toBeTruthy();
    expect(screen.getByText('1,2 % a.a.')).toBeTruthy();

    await chooseHolder(user, /Horizonte/);
    await waitFor(() => expect(screen.queryByText('R$ 1.000.000,00')).toBeNull());
    expect(provider.validateHolderForProposal).toHaveBeenLastCalledWith(holderB.CpfCnpj);
  });

  it('shows why a holder cannot be used', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.validateHolderForProposal.mockResolvedValue({
      CanUse: false,
      Reasons: ['O tomador está bloqueado.'],
      PolicyHolder: { ...holderA, Limits: limitsOf('1000000.00') },
    });
    renderWizard('/propostas/nova-proposta-new/dados-tomador', provider);
    await chooseHolder(user, /Alvorada/);
    expect(await screen.findByText('O tomador está bloqueado.')).toBeTruthy();
  });

  it('creates the quote once on a double click and moves on with its UniqueId in the URL', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    let answer: (value: unknown) => void = () => undefined;
    provider.updateProposal.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderWizard('/propostas/nova-proposta-new/dados-tomador', provider);
    await chooseHolder(user, /Alvorada/);
    await screen.findByText('R$ 1.000.000,00');
    await user.dblClick(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(provider.updateProposal).toHaveBeenCalledTimes(1));
    expect(provider.updateProposal).toHaveBeenCalledWith({
      PolicyHolderUniqueId: holderA.UniqueId,
      PolicyHolderBranchId: null,
    });
    answer(proposalFixture());
    // the next step opens on the draft: its insured search is on screen
    expect(await screen.findByRole('combobox', { name: /Segurado/ })).toBeTruthy();
    expect(provider.updateProposal).toHaveBeenCalledTimes(1);
  });

  it('puts a refusal under the field it names and keeps the choice', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.updateProposal.mockRejectedValue(
      new HttpError('Bad Request', 400, {
        Errors: ['Tomador: o tomador não está nomeado para a sua corretora.'],
      }),
    );
    renderWizard('/propostas/nova-proposta-new/dados-tomador', provider);
    await chooseHolder(user, /Alvorada/);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const input = screen.getByRole('combobox', { name: /Tomador/ });
    await waitFor(() => expect(input.getAttribute('aria-describedby')).toBeTruthy());
    const helper = document.getElementById(String(input.getAttribute('aria-describedby')));
    await waitFor(() =>
      expect(helper?.textContent).toBe('Tomador: o tomador não está nomeado para a sua corretora.'),
    );
    expect((input as HTMLInputElement).value).toBe(holderA.Name);
  });

  it('explains a stale draft (409) and keeps what was chosen', async () => {
    const user = userEvent.setup();
    const provider = wizardProvider();
    provider.updateProposal.mockRejectedValue(
      new HttpError('Conflict', 409, {
        Errors: [
          'A proposta foi alterada por outra pessoa depois que você a abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.',
        ],
      }),
    );
    renderWizard(`/propostas/nova-proposta-new/dados-tomador?proposta=${PROPOSAL_ID}`, provider);
    await chooseHolder(user, /Horizonte/);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/alterada por outra pessoa/);
    expect(provider.updateProposal).toHaveBeenCalledWith(
      expect.objectContaining({ UniqueId: PROPOSAL_ID, Version: 3 }),
    );
    expect((screen.getByRole('combobox', { name: /Tomador/ }) as HTMLInputElement).value).toBe(
      holderB.Name,
    );
  });
});
