import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError, mergeTranslations } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BankAccountData, bankLabel, banks } from '../../../domain/banks';
import { brokersPtBR } from '../../../i18n/brokers.pt-BR';
import { componentsPtBR } from '../../../i18n/components.pt-BR';
import { raPortugueseMessages } from '../../../i18n/ra.pt-BR';
import { FinancialDataForm } from '../../../resources/corretores/FinancialDataForm';
import { ModalProvider } from '../../../src/components';

afterEach(cleanup);

const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(raPortugueseMessages, componentsPtBR, brokersPtBR),
  'pt-BR',
);

const bankOptions = banks.map((bank) => ({
  Id: bank.Code,
  Code: bank.Code,
  Name: bank.Name,
  Label: bankLabel(bank.Code) ?? bank.Name,
}));

const empty: BankAccountData = {
  BankId: null,
  BankAccountTypeId: null,
  BankBranchNumber: null,
  BankBranchDigit: null,
  BankAccountNumber: null,
  BankAccountDigit: null,
};

const renderForm = (
  onSave: (data: BankAccountData) => Promise<unknown>,
  props: { value?: BankAccountData; canEdit?: boolean } = {},
) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ModalProvider>
        <FinancialDataForm
          value={props.value ?? empty}
          banks={bankOptions}
          canEdit={props.canEdit ?? true}
          onSave={onSave}
        />
      </ModalProvider>
    </AdminContext>,
  );

const pick = async (label: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

const fill = async (label: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

describe('Dados financeiros (FinancialDataForm)', () => {
  it('offers the COMPE bank list with the placeholder Selecione o banco', async () => {
    renderForm(vi.fn());
    const bank = screen.getByRole('combobox', { name: /Banco/ });
    expect(bank.getAttribute('placeholder')).toBe('Selecione o banco');
    await userEvent.type(bank, 'Itaú');
    expect(await screen.findByRole('option', { name: '341 - Itaú Unibanco S.A.' })).toBeTruthy();
  });

  it('names every missing field and does not call the gateway', async () => {
    const onSave = vi.fn();
    renderForm(onSave);
    await fill(/^Agência/, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(4);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps digits only, upper-cases the X digit and saves the account', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    renderForm(onSave);
    await pick(/Banco/, '001 - Banco do Brasil S.A.');
    await pick(/Tipo de conta/, 'Conta poupança');
    await fill(/^Agência/, '12a34');
    await fill(/^Conta/, '98.765');
    await fill(/Dígito da conta/, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      BankId: '001',
      BankAccountTypeId: 2,
      BankBranchNumber: '1234',
      BankBranchDigit: null,
      BankAccountNumber: '98765',
      BankAccountDigit: 'X',
    });
  });

  it('shows the gateway message under the field it names and keeps what was typed', async () => {
    const onSave = vi.fn().mockRejectedValue(
      new HttpError('Agência: Informe de 1 a 5 dígitos.', 400, {
        Response: null,
        Errors: [
          'Agência: Informe de 1 a 5 dígitos.',
          'Os dados foram alterados por outra pessoa.',
        ],
      }),
    );
    renderForm(onSave, {
      value: { ...empty, BankId: '237', BankAccountTypeId: 1, BankAccountDigit: '5' },
    });
    await fill(/^Agência/, '1456');
    await fill(/^Conta/, '98231');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Agência: Informe de 1 a 5 dígitos.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Os dados foram alterados por outra pessoa.',
    );
    expect((screen.getByRole('textbox', { name: /^Agência/ }) as HTMLInputElement).value).toBe(
      '1456',
    );
    expect((screen.getByRole('combobox', { name: /Banco/ }) as HTMLInputElement).value).toBe(
      '237 - Banco Bradesco S.A.',
    );
  });

  it('is read-only without the right to edit', () => {
    renderForm(vi.fn(), {
      value: { ...empty, BankId: '341', BankAccountNumber: '45871' },
      canEdit: false,
    });
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Conta/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
