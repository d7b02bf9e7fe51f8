import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnniversaryRuleEdit } from '../../../resources/aniversario/AnniversaryRuleEdit';
import { AnniversaryRuleList } from '../../../resources/aniversario/AnniversaryRuleList';
import { AnniversarySettingsPage } from '../../../resources/aniversario/AnniversarySettingsPage';
import { demoAnniversarySettings, imobiliarioRule, messageUnder, renderAt } from './fixtures';

const api = vi.hoisted(() => ({
  getAnniversarySettings: vi.fn(),
  saveAnniversarySettings: vi.fn(),
  getAnniversaryRules: vi.fn(),
  getAnniversaryRule: vi.fn(),
  createAnniversaryRule: vi.fn(),
  updateAnniversaryRule: vi.fn(),
  deleteAnniversaryRule: vi.fn(),
  getAnniversaryHistory: vi.fn(),
}));
vi.mock('../../../resources/aniversario/anniversaryApi', () => api);

beforeEach(() => {
  vi.clearAllMocks();
  api.getAnniversarySettings.mockResolvedValue(demoAnniversarySettings);
  api.getAnniversaryHistory.mockResolvedValue([]);
});

describe('modalidades-aniversario', () => {
  it('shows the rule’s own values and the inherited ones as defaults', async () => {
    api.getAnniversaryRules.mockResolvedValue([imobiliarioRule]);
    renderAt(<AnniversaryRuleList />, '/parametrizacao/endosso/modalidades-aniversario');
    const row = (await screen.findByRole('link', { name: 'Imobiliário' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('45')).toBeTruthy();
    expect(within(row).getByText('IGP-M')).toBeTruthy();
    expect(within(row).getByText('Sim (padrão)')).toBeTruthy();
    expect(within(row).getByText('Não (padrão)')).toBeTruthy();
  });
});

describe('editar-modalidade-aniversario/:token', () => {
  it('simulates the anniversaries with the values on screen and saves the inherited fields as null', async () => {
    const user = userEvent.setup();
    api.getAnniversaryRule.mockResolvedValue(imobiliarioRule);
    api.updateAnniversaryRule.mockResolvedValue({ ...imobiliarioRule, Version: 2 });
    renderAt(
      <AnniversaryRuleEdit />,
      `/parametrizacao/endosso/editar-modalidade-aniversario/${imobiliarioRule.UniqueId}`,
      '/parametrizacao/endosso/editar-modalidade-aniversario/:token',
    );
    expect(await screen.findByRole('heading', { name: 'Imobiliário' })).toBeTruthy();
    const setDate = async (name: string, digits: string) => {
      const input = screen.getByRole('textbox', { name });
      await user.clear(input);
      await user.type(input, digits);
    };
    await setDate('Início de vigência', '10032026');
    await setDate('Fim de vigência', '10032029');
    await setDate('Data de referência', '20012027');
    const table = within(screen.getByTestId('anniversary-simulation')).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1º', '10/03/2027', '24/01/2027', '10/03/2027 a 10/03/2028', 'Previsto'],
      ['2º', '10/03/2028', '25/01/2028', '10/03/2028 a 10/03/2029', 'Previsto'],
    ]);

    const daysField = screen.getByRole('textbox', { name: 'Dias antes do aniversário' });
    await user.clear(daysField);
    await user.type(daysField, '60');
    expect(within(rows[0]).getByText('Gerar agora')).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Gera endosso de aniversário' }));
    expect(screen.getByText('A modalidade não gera endosso de aniversário.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Gera endosso de aniversário' }));

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.updateAnniversaryRule).toHaveBeenCalledTimes(1));
    expect(api.updateAnniversaryRule.mock.calls[0]).toEqual([
      imobiliarioRule.UniqueId,
      1,
      {
        IsEnabled: true,
        DaysBeforeAnniversary: 60,
        AdjustmentIndex: 'IGPM',
        ChargeAnnualPremium: null,
        AutomaticIssue: null,
      },
    ]);
  });
});

describe('configurar-aniversario', () => {
  it('shows a gateway 400 naming a field under that field', async () => {
    const user = userEvent.setup();
    const underDays =
      'Dias antes do aniversário para gerar o endosso (DaysBeforeAnniversary): informe um número inteiro de 0 a 90.';
    api.saveAnniversarySettings.mockRejectedValue(
      new HttpError(underDays, 400, { Response: null, Errors: [underDays] }),
    );
    renderAt(<AnniversarySettingsPage />, '/parametrizacao/endosso/configurar-aniversario');
    const days = await screen.findByRole('textbox', {
      name: /^Dias antes do aniversário para gerar o endosso/,
    });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(messageUnder(days)).toBe(underDays));
    expect(api.saveAnniversarySettings).toHaveBeenCalledTimes(1);
  });
});
