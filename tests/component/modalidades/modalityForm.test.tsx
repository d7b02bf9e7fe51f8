import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalityCreateDialog } from '../../../resources/modalidades/ModalityCreateDialog';
import { ModalityDataTab } from '../../../resources/modalidades/ModalityDataTab';
import { executante, groupOf, messageUnder, renderModalities } from './modalityFixtures';

const api = vi.hoisted(() => ({
  insertModality: vi.fn(),
  updateModality: vi.fn(),
}));
vi.mock('../../../resources/modalidades/modalitiesApi', async (original) => ({
  ...(await original<object>()),
  ...api,
}));

beforeEach(() => {
  api.insertModality.mockReset();
  api.updateModality.mockReset();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const reload = <T,>(write: Promise<T>) => write;

describe('the modality form', () => {
  it('shows the domain rules under the fields they name before sending anything', async () => {
    const user = userEvent.setup();
    renderModalities(<ModalityCreateDialog open onClose={() => {}} groups={[groupOf([])]} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nova modalidade' });
    await user.type(field(/^Prazo mínimo \(dias\)/), '400');
    await user.type(field(/^Prazo máximo \(dias\)/), '365');
    await user.click(screen.getByRole('switch', { name: 'Habilitada para emissão automática' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar' }));

    expect(messageUnder(field(/^Nome/))).toBe('Nome: informe o nome da modalidade.');
    expect(messageUnder(screen.getByRole('textbox', { name: 'Importância segurada máxima' }))).toBe(
      'Importância segurada máxima: informe o valor.',
    );
    expect(messageUnder(field(/^Importância segurada máxima na emissão automática/))).toBe(
      'Importância segurada máxima na emissão automática: informe o valor.',
    );
    expect(messageUnder(field(/^Prazo mínimo \(dias\)/))).toBe(
      'Prazo mínimo (dias): não pode ser maior que o prazo máximo (dias).',
    );
    expect(messageUnder(field(/^Taxa base/))).toBe('Taxa base (% a.a.): informe o valor.');
    expect(api.insertModality).not.toHaveBeenCalled();
  });

  it("puts the gateway's refusals under the named fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    api.updateModality.mockRejectedValueOnce(
      new HttpError('x', 400, {
        Response: null,
        Errors: [
          'Importância segurada máxima na emissão automática: não pode ser maior que a importância segurada máxima.',
          'Nome: já existe uma modalidade com este nome neste grupo.',
          'Esta modalidade foi alterada por outra pessoa. Recarregue a página e refaça a alteração.',
        ],
      }),
    );
    renderModalities(<ModalityDataTab modality={executante} reload={reload} />);
    const name = field(/^Nome/);
    await user.clear(name);
    await user.type(name, 'Executante construtor II');
    await user.clear(field(/^Retroatividade máxima/));
    await user.type(field(/^Retroatividade máxima/), '45');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    await waitFor(() => expect(api.updateModality).toHaveBeenCalledTimes(1));
    const [id, version, input] = api.updateModality.mock.calls[0];
    expect([id, version]).toEqual([21, 4]);
    expect(input).toMatchObject({
      Name: 'Executante construtor II',
      MaxRetroactivityDays: 45,
      BaseRate: '1.2',
      MaxInsuredAmountValue: '50000000.00',
      DaysForAutomaticCancel: null,
    });
    expect(
      await screen.findByText(
        'Esta modalidade foi alterada por outra pessoa. Recarregue a página e refaça a alteração.',
      ),
    ).toBeTruthy();
    expect(messageUnder(field(/^Nome/))).toBe(
      'Nome: já existe uma modalidade com este nome neste grupo.',
    );
    expect(messageUnder(field(/^Importância segurada máxima na emissão automática/))).toMatch(
      /não pode ser maior/,
    );
    expect(messageUnder(screen.getByRole('textbox', { name: 'Importância segurada máxima' }))).toBe(
      '',
    );
    expect((field(/^Nome/) as HTMLInputElement).value).toBe('Executante construtor II');
    expect((field(/^Retroatividade máxima/) as HTMLInputElement).value).toBe('45');
  });

  it('asks for the days of automatic cancellation only once it is switched on', async () => {
    const user = userEvent.setup();
    renderModalities(<ModalityDataTab modality={executante} reload={reload} />);
    expect(screen.queryByRole('textbox', { name: /Dias para o cancelamento/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Cancelamento automático' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    expect(messageUnder(field(/^Dias para o cancelamento automático/))).toBe(
      'Dias para o cancelamento automático: informe o número de dias.',
    );
    expect(api.updateModality).not.toHaveBeenCalled();
  });

  it("sends the modality's own issuance timing, and none (null) to follow the tenant", async () => {
    const user = userEvent.setup();
    api.updateModality.mockResolvedValue({ ...executante, IssueBeforePayment: true, Version: 5 });
    renderModalities(<ModalityDataTab modality={executante} reload={reload} />);
    const timing = screen.getByRole('combobox', { name: 'Emissão antes do pagamento' });
    expect(timing.textContent).toBe('Seguir a configuração de emissão da seguradora');
    await user.click(timing);
    await user.click(screen.getByRole('option', { name: 'Emitir já, com o prêmio a receber' }));
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(api.updateModality).toHaveBeenCalledTimes(1));
    expect(api.updateModality.mock.calls[0][2]).toMatchObject({ IssueBeforePayment: true });
  });
});
