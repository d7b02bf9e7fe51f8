import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emissaoProvider } from '../../../resources/emissao/emissaoDataProvider';
import { IssuanceSettingsPage } from '../../../resources/emissao/IssuanceSettingsPage';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

const api = vi.hoisted(() => ({
  getIssuanceSettings: vi.fn(),
  saveIssuanceSettings: vi.fn(),
  getIssuanceSettingsHistory: vi.fn(),
}));
vi.mock('../../../resources/emissao/emissaoApi', () => api);

const values = {
  Banco: '237',
  Agencia: '3381',
  Conta: '0012345',
  DigitoConta: '6',
  Carteira: '09',
  BeneficiarioNome: 'Aval Seguros S.A.',
  BeneficiarioDocumento: '33247156000172',
  BeneficiarioEndereco: 'Av. Paulista, 1000 - São Paulo - SP',
  ChavePix: '33247156000172',
  DiasPrimeiroVencimento: 5,
  EmitirAntesDoPagamento: false,
  MetodoCancelamento: 'PRO_RATA',
};
const answer = {
  ...values,
  Padrao: false,
  Version: 4,
  AlteradoEm: '2026-11-20T14:30:00.000Z',
  AlteradoPor: 'Marina Souza',
};

beforeEach(() => {
  for (const call of Object.values(api)) call.mockReset();
  api.getIssuanceSettings.mockResolvedValue(answer);
  api.getIssuanceSettingsHistory.mockResolvedValue([]);
});

const show = () =>
  render(
    renderInAdmin(
      <ModalProvider>
        <IssuanceSettingsPage />
      </ModalProvider>,
      admin,
      '/parametrizacao/emissao',
      createDataProvider([emissaoProvider]),
    ),
  );

describe('/parametrizacao/emissao', () => {
  it('loads the settings and saves the changed fields with the Version read', async () => {
    const user = userEvent.setup();
    api.saveIssuanceSettings.mockResolvedValue({ ...answer, Version: 5 });
    show();
    const pix = await screen.findByRole('textbox', { name: 'Chave PIX' });
    expect((pix as HTMLInputElement).value).toBe('33247156000172');
    expect(screen.getByText(/por Marina Souza/)).toBeTruthy();
    expect(screen.getByText(/a seguradora retém o prêmio dos dias decorridos/)).toBeTruthy();
    expect(screen.getByText(/a apólice é emitida na hora, com o prêmio a receber/)).toBeTruthy();
    await user.clear(pix);
    await user.type(pix, 'cobranca@aval.com.br');
    const days = screen.getByRole('spinbutton', { name: 'Dias até o 1º vencimento' });
    await user.clear(days);
    await user.type(days, '10');
    await user.click(screen.getByRole('radio', { name: /Tabela de prazo curto/ }));
    await user.click(screen.getByRole('switch', { name: 'Emitir antes do pagamento' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.saveIssuanceSettings).toHaveBeenCalledWith(
        {
          ...values,
          ChavePix: 'cobranca@aval.com.br',
          DiasPrimeiroVencimento: 10,
          EmitirAntesDoPagamento: true,
          MetodoCancelamento: 'PRAZO_CURTO',
        },
        4,
      ),
    );
  });

  it('a 409 keeps what was typed and shows the message; a 400 goes under its field', async () => {
    const user = userEvent.setup();
    const stale =
      'Os parâmetros de emissão e cobrança foram alterados por outra pessoa. Recarregue a página e refaça a alteração.';
    api.saveIssuanceSettings.mockRejectedValueOnce(
      new HttpError(stale, 409, { Response: null, Errors: [stale] }),
    );
    show();
    const account = await screen.findByRole('textbox', { name: 'Conta' });
    await user.clear(account);
    await user.type(account, '7654321');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Conta' }) as HTMLInputElement).value).toBe(
      '7654321',
    );

    const invalid = 'Chave PIX (ChavePix): informe uma chave válida: CPF, CNPJ, e-mail.';
    api.saveIssuanceSettings.mockRejectedValueOnce(
      new HttpError(invalid, 400, { Response: null, Errors: [invalid] }),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(invalid)).toBeTruthy();
    const pix = screen.getByRole('textbox', { name: 'Chave PIX' });
    expect(pix.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Conta' }) as HTMLInputElement).value).toBe(
      '7654321',
    );
  });
});
