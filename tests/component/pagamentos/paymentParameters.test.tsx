import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentParameterTab } from '../../../domain/installmentParameters';
import { PaymentParametersPage } from '../../../resources/pagamentos/PaymentParametersPage';
import { executante, groupOf, renderModalities } from '../modalidades/modalityFixtures';

const api = vi.hoisted(() => ({
  getPaymentTabs: vi.fn(),
  createPaymentParameter: vi.fn(),
  changePaymentParameter: vi.fn(),
  getPaymentHistory: vi.fn(),
  saveModalityOverride: vi.fn(),
  deleteModalityOverride: vi.fn(),
}));
vi.mock('../../../resources/pagamentos/paymentsApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));
const modalities = vi.hoisted(() => ({ getModalityGroups: vi.fn() }));
vi.mock('../../../resources/modalidades/modalitiesApi', async (original) => ({
  ...(await original<object>()),
  ...modalities,
}));

const tab = (
  Id: number,
  Code: string,
  Name: string,
  fields: Partial<PaymentParameterTab['InstallmentParameter']> = {},
): PaymentParameterTab => ({
  Code,
  Name,
  InstallmentParameter: {
    Id,
    Code,
    Name,
    MaxInstallments: 10,
    MinInstallmentValue: '200.00',
    PossibleGracePeriodsInDays: [0, 15, 30],
    IsActive: true,
    Version: 3,
    ModalityParameters: [],
    ...fields,
  },
});

const boleto = tab(1, 'BOLETO', 'Boleto bancário', {
  ModalityParameters: [
    {
      Id: 7,
      InstallmentParameterId: 1,
      ModalityId: 30,
      ModalityName: 'Judicial trabalhista',
      MaxInstallments: 1,
      MinInstallmentValue: null,
      PossibleGracePeriodsInDays: null,
      Effective: {
        MaxInstallments: 1,
        MinInstallmentValue: '200.00',
        PossibleGracePeriodsInDays: [0, 15, 30],
      },
      Version: 1,
    },
  ],
});
const pix = tab(2, 'PIX', 'PIX', { MaxInstallments: 6, MinInstallmentValue: '100.00' });

afterEach(() => vi.clearAllMocks());

const openPage = async () => {
  api.getPaymentTabs.mockResolvedValue([boleto, pix]);
  renderModalities(<PaymentParametersPage />, '/parametrizacao/pagamentos');
  await screen.findByRole('tab', { name: 'Boleto bancário', selected: true });
};
const field = (name: string) => screen.getByRole('spinbutton', { name });

describe('the payment parameters screen', () => {
  it('shows one tab per payment code with its parameter, and saves a change with its Version', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('tab', { name: 'PIX' })).toBeTruthy();
    expect((field('Número máximo de parcelas') as HTMLInputElement).value).toBe('10');
    expect(
      (screen.getByRole('textbox', { name: 'Valor mínimo da parcela' }) as HTMLInputElement).value,
    ).toBe('R$ 200,00');
    expect(
      (screen.getByRole('textbox', { name: 'Carências possíveis (dias)' }) as HTMLInputElement)
        .value,
    ).toBe('0, 15, 30');

    api.changePaymentParameter.mockResolvedValue(boleto);
    await user.clear(field('Número máximo de parcelas'));
    await user.type(field('Número máximo de parcelas'), '8');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.changePaymentParameter).toHaveBeenCalledTimes(1));
    expect(api.changePaymentParameter).toHaveBeenCalledWith(1, 3, {
      Code: 'BOLETO',
      Name: 'Boleto bancário',
      MaxInstallments: 8,
      MinInstallmentValue: '200.00',
      PossibleGracePeriodsInDays: [0, 15, 30],
      IsActive: true,
    });

    await user.click(screen.getByRole('tab', { name: 'PIX' }));
    expect((field('Número máximo de parcelas') as HTMLInputElement).value).toBe('6');
  });

  it('refuses invalid values before sending, naming the field', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.clear(field('Número máximo de parcelas'));
    await user.type(field('Número máximo de parcelas'), '13');
    const days = screen.getByRole('textbox', { name: 'Carências possíveis (dias)' });
    await user.clear(days);
    await user.type(days, '0, dez');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/informe um número inteiro de 1 a 12/)).toBeTruthy();
    expect(screen.getByText(/ao menos uma carência/)).toBeTruthy();
    expect(api.changePaymentParameter).not.toHaveBeenCalled();
  });

  it('shows clearly that someone else changed the parameter first (409)', async () => {
    const user = userEvent.setup();
    await openPage();
    api.changePaymentParameter.mockRejectedValue(
      new HttpError('stale', 409, {
        Response: null,
        Errors: [
          'Este parâmetro de parcelamento foi alterado por outra pessoa. Recarregue a página e refaça a alteração.',
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Alterado por outra pessoa')).toBeTruthy();
    expect(within(alert).getByText(/foi alterado por outra pessoa/)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Recarregar' })).toBeTruthy();
  });

  it('shows the history with old → new values', async () => {
    const user = userEvent.setup();
    api.getPaymentHistory.mockResolvedValue([
      {
        Id: 9,
        ChangedAt: '2026-03-02T13:00:00.000Z',
        ChangedByName: 'Ana Paula Ribeiro',
        ChangesHistories: [
          {
            Field: 'MaxInstallments',
            Label: 'Número máximo de parcelas',
            OldValue: '10',
            NewValue: '8',
          },
        ],
      },
    ]);
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(await screen.findByText('Número máximo de parcelas: 10 → 8')).toBeTruthy();
    expect(api.getPaymentHistory).toHaveBeenCalledWith(1);
  });

  it('lists the modality exceptions and adds one for a modality chosen from the modality reads', async () => {
    const user = userEvent.setup();
    modalities.getModalityGroups.mockResolvedValue([groupOf([executante])]);
    api.saveModalityOverride.mockResolvedValue(boleto);
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'Exceções por modalidade' }));
    const table = screen.getByRole('table', { name: 'Exceções por modalidade' });
    expect(within(table).getByText('Judicial trabalhista')).toBeTruthy();
    expect(within(table).getByText('R$ 200,00 (herdado)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Adicionar exceção' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: /Modalidade/ }));
    await user.click(
      await screen.findByRole('option', {
        name: 'Executante construtor · Garantias contratuais (0775)',
      }),
    );
    await user.type(
      within(dialog).getByRole('spinbutton', { name: 'Número máximo de parcelas' }),
      '4',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.saveModalityOverride).toHaveBeenCalledWith(1, 21, 0, {
        MaxInstallments: 4,
        MinInstallmentValue: null,
        PossibleGracePeriodsInDays: null,
      }),
    );
  });
});
