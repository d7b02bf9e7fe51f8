import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { consistentTerm } from '../../../../resources/propostas/wizard/wizardModel';
import { PROPOSAL_ID, renderWizard, wizardProvider } from './wizardFixtures';

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
