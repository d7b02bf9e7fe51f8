import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  filesPage,
  renderFinancePage,
  SLIP_ID,
  slipForSettlement,
  stubGateway,
} from './financeFixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openAndFind = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Baixa manual' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Linha digitável ou nosso número'), {
    target: { value: '00000000001' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar' }));
  await within(dialog).findByText('Construtora Alvorada Ltda.');
  return dialog;
};

describe('the manual settlement', () => {
  it('finds the slip, requires the justification and sends the Version it read', async () => {
    const calls = stubGateway({
      'Finance/GetCnabReturnFiles': () => filesPage(),
      'Finance/SearchBankSlips': () => [slipForSettlement()],
      'Finance/SettleBankSlipManually': () => ({
        BankSlip: slipForSettlement({ Status: 'PAGO', StatusName: 'Pago', Version: 8 }),
        PolicyNumber: '0775.26.000101-4',
        Message: 'Boleto liquidado.',
      }),
    });
    renderFinancePage();
    const dialog = await openAndFind();
    expect(calls.find((call) => call.path === 'Finance/SearchBankSlips')?.query).toEqual({
      text: '00000000001',
    });
    expect(within(dialog).getByText('1042')).toBeTruthy();
    expect(within(dialog).getByText('15/03/2026')).toBeTruthy();
    expect(within(dialog).getByText('R$ 1.479,45')).toBeTruthy();
    expect(within(dialog).getByText('Aberto')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/Data do pagamento/), {
      target: { value: '2026-03-10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar baixa' }));
    expect(
      await within(dialog).findByText('Justificativa: obrigatória para a baixa manual.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.path === 'Finance/SettleBankSlipManually')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Justificativa/), {
      target: { value: 'Pago na agência, fora do retorno.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar baixa' }));
    expect(
      await screen.findByText('Baixa manual registrada; apólice 0775.26.000101-4 emitida.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === 'Finance/SettleBankSlipManually')?.body).toEqual({
      BankSlipUniqueId: SLIP_ID,
      PaidAt: '2026-03-10',
      Amount: '1.479,45',
      Justification: 'Pago na agência, fora do retorno.',
      Version: 7,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog and what was typed on a 409, with the server's message", async () => {
    stubGateway({
      'Finance/GetCnabReturnFiles': () => filesPage(),
      'Finance/SearchBankSlips': () => [slipForSettlement()],
      'Finance/SettleBankSlipManually': () => {
        throw { status: 409, errors: ['Este boleto foi alterado por outra pessoa.'] };
      },
    });
    renderFinancePage();
    const dialog = await openAndFind();
    fireEvent.change(within(dialog).getByLabelText(/Valor pago/), {
      target: { value: '1.500,00' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Justificativa/), {
      target: { value: 'Depósito identificado.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar baixa' }));
    expect(
      await within(dialog).findByText('Este boleto foi alterado por outra pessoa.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Valor pago/) as HTMLInputElement).value).toBe(
      '1.500,00',
    );
    expect((within(dialog).getByLabelText(/Justificativa/) as HTMLTextAreaElement).value).toBe(
      'Depósito identificado.',
    );
  });
});

describe('a search that finds several slips', () => {
  it('lists them to pick one, then shows the picked slip and settles that one', async () => {
    const other = slipForSettlement({
      UniqueId: '5b5b5b5b-0000-4000-8000-000000000009',
      ProposalNumber: 2077,
      PolicyHolderName: 'Engenharia Horizonte S.A.',
      Amount: '980.00',
      Version: 3,
    });
    const calls = stubGateway({
      'Finance/GetCnabReturnFiles': () => filesPage(),
      'Finance/SearchBankSlips': () => [slipForSettlement(), other],
      'Finance/SettleBankSlipManually': () => ({
        BankSlip: { ...other, Status: 'PAGO', StatusName: 'Pago', Version: 4 },
        PolicyNumber: null,
        Message: 'Boleto liquidado.',
      }),
    });
    renderFinancePage();
    const dialog = await openAndFind();
    const found = within(dialog).getByRole('table', { name: 'Boletos encontrados' });
    expect(within(found).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).queryByLabelText(/Justificativa/)).toBeNull();

    const row = within(found).getByText('Engenharia Horizonte S.A.').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Selecionar' }));
    const picked = within(dialog).getByLabelText('Boleto selecionado');
    expect(within(picked).getByText('2077')).toBeTruthy();
    expect(within(picked).getByText('R$ 980,00')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Selecionar' })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/Justificativa/), {
      target: { value: 'TED identificada no extrato.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar baixa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === 'Finance/SettleBankSlipManually')?.body).toEqual(
      expect.objectContaining({ BankSlipUniqueId: other.UniqueId, Version: 3 }),
    );
  });
});
