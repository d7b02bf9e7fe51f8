import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RenewalRuleCreate } from '../../../resources/renovacao/RenewalRuleCreate';
import { RenewalRuleEdit } from '../../../resources/renovacao/RenewalRuleEdit';
import { RenewalRuleList } from '../../../resources/renovacao/RenewalRuleList';
import { RenewalSettingsPage } from '../../../resources/renovacao/RenewalSettingsPage';
import { civelRule, demoRenewalSettings, messageUnder, renderAt } from './fixtures';

const api = vi.hoisted(() => ({
  getRenewalSettings: vi.fn(),
  saveRenewalSettings: vi.fn(),
  getRenewalRules: vi.fn(),
  getRenewalRule: vi.fn(),
  createRenewalRule: vi.fn(),
  updateRenewalRule: vi.fn(),
  deleteRenewalRule: vi.fn(),
  getRenewalHistory: vi.fn(),
}));
vi.mock('../../../resources/renovacao/renewalApi', () => api);

const FORNECEDOR = '50505050-2222-4333-8444-555555555555';
// the modality picker's catalogue (another area's calls): the judicial group, one modality taken
vi.mock('../../../resources/modalidades/useModalities', () => ({
  useModalityCatalogue: () => ({
    branches: { data: [], isPending: false },
    groups: {
      isPending: false,
      data: [
        {
          Id: 1,
          BranchCode: '0776',
          Name: 'Judicial',
          Modalities: [
            { UniqueId: '31313131-2222-4333-8444-555555555555', Name: 'Judicial cível' },
            { UniqueId: FORNECEDOR, Name: 'Fornecedor' },
          ].map((modality) => ({ ...modality, IsDeleted: false })),
        },
      ],
    },
  }),
}));

const SETTINGS = '/parametrizacao/renovacao/configurar-renovacao';
const EDIT = '/parametrizacao/renovacao/editar-modalidade-renovacao/:token';

beforeEach(() => {
  vi.clearAllMocks();
  api.getRenewalSettings.mockResolvedValue(demoRenewalSettings);
  api.getRenewalHistory.mockResolvedValue([]);
});

const days = () => screen.getByRole('textbox', { name: /^Dias antes do vencimento para abrir/ });

describe('configurar-renovacao', () => {
  it('shows the defaults, simulates a policy with the values on screen and saves with the Version read', async () => {
    const user = userEvent.setup();
    api.saveRenewalSettings.mockResolvedValue({
      ...demoRenewalSettings,
      DaysBeforeExpiry: 30,
      Version: 4,
    });
    renderAt(<RenewalSettingsPage />, SETTINGS);
    await waitFor(() => expect((days() as HTMLInputElement).value).toBe('60'));
    expect(screen.getByRole('switch', { name: 'Renovação habilitada' })).toHaveProperty(
      'checked',
      true,
    );

    await user.clear(screen.getByRole('textbox', { name: 'Início de vigência' }));
    await user.type(screen.getByRole('textbox', { name: 'Início de vigência' }), '01042026');
    await user.clear(screen.getByRole('textbox', { name: 'Fim de vigência' }));
    await user.type(screen.getByRole('textbox', { name: 'Fim de vigência' }), '01042027');
    await user.clear(screen.getByRole('textbox', { name: 'Data de referência' }));
    await user.type(screen.getByRole('textbox', { name: 'Data de referência' }), '01122026');
    const simulation = screen.getByTestId('renewal-simulation');
    const row = (label: string) =>
      within(simulation).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(within(row('Abertura da proposta de renovação')).getByText('31/01/2027')).toBeTruthy();
    expect(within(row('Aviso ao corretor')).getByText('01/01/2027')).toBeTruthy();

    await user.clear(days());
    await user.type(days(), '30');
    expect(within(row('Abertura da proposta de renovação')).getByText('02/03/2027')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.saveRenewalSettings).toHaveBeenCalledTimes(1));
    const [version, input] = api.saveRenewalSettings.mock.calls[0];
    expect(version).toBe(3);
    expect(input).toMatchObject({
      DaysBeforeExpiry: 30,
      NotifyBrokerDaysBefore: 90,
      RenewalEnabled: true,
    });
  });

  it('names a wrong field under it and sends nothing', async () => {
    const user = userEvent.setup();
    renderAt(<RenewalSettingsPage />, SETTINGS);
    await waitFor(() => expect((days() as HTMLInputElement).value).toBe('60'));
    await user.clear(days());
    await user.type(days(), '500');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(messageUnder(days())).toBe(
      'Dias antes do vencimento para abrir a renovação (DaysBeforeExpiry): informe um número inteiro de 1 a 180.',
    );
    expect(api.saveRenewalSettings).not.toHaveBeenCalled();
  });

  it('shows a gateway 400 naming a field under that field, and the rest above the form', async () => {
    const user = userEvent.setup();
    const underDays =
      'Dias antes do vencimento para abrir a renovação (DaysBeforeExpiry): informe um número inteiro de 1 a 180.';
    api.saveRenewalSettings.mockRejectedValue(
      new HttpError(underDays, 400, {
        Response: null,
        Errors: [underDays, 'A seguradora está em manutenção.'],
      }),
    );
    renderAt(<RenewalSettingsPage />, SETTINGS);
    await waitFor(() => expect((days() as HTMLInputElement).value).toBe('60'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(messageUnder(days())).toBe(underDays));
    expect(screen.getByRole('alert').textContent).toBe('A seguradora está em manutenção.');
    expect((days() as HTMLInputElement).value).toBe('60');
  });
});

describe('modalidades-renovacao', () => {
  it('lists each rule with its inherited days and a link to its token URL', async () => {
    api.getRenewalRules.mockResolvedValue([civelRule]);
    renderAt(<RenewalRuleList />, '/parametrizacao/renovacao/modalidades-renovacao');
    const link = await screen.findByRole('link', { name: 'Judicial cível' });
    expect(link.getAttribute('href')).toBe(
      `/parametrizacao/renovacao/editar-modalidade-renovacao/${civelRule.UniqueId}`,
    );
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Automática')).toBeTruthy();
    expect(within(row).getByText('Padrão (60)')).toBeTruthy();
    expect(within(row).getByText('IPCA')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova regra' }).getAttribute('href')).toBe(
      '/parametrizacao/renovacao/criar-modalidade-renovacao',
    );
  });

  it('exports the rules as a Brazilian CSV with the columns’ pt-BR headers', async () => {
    const user = userEvent.setup();
    api.getRenewalRules.mockResolvedValue([
      civelRule,
      {
        ...civelRule,
        UniqueId: '88888888-2222-4333-8444-555555555555',
        ModalityName: 'Fornecedor',
        AutomaticRenewal: false,
        DaysBeforeExpiry: 30,
        MaxRenewals: null,
        AdjustmentIndex: 'IGPM',
        Effective: { ...civelRule.Effective, AutomaticRenewal: false },
      },
    ]);
    let file: Blob | undefined;
    let filename = '';
    const createObjectURL = URL.createObjectURL;
    URL.createObjectURL = (blob: Blob) => {
      file = blob;
      return 'blob:csv';
    };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      filename = this.download;
    });
    try {
      renderAt(<RenewalRuleList />, '/parametrizacao/renovacao/modalidades-renovacao');
      await screen.findByRole('link', { name: 'Judicial cível' });
      await user.click(screen.getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(file).toBeDefined());
    } finally {
      URL.createObjectURL = createObjectURL;
      vi.restoreAllMocks();
    }
    expect(filename).toMatch(/^modalidades-renovacao-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file!.arrayBuffer());
    expect(text.split('\r\n')).toEqual([
      '\uFEFFModalidade;Ramo;Grupo de modalidades;Renovação;Dias antes do vencimento;Máximo de renovações;Índice',
      'Judicial cível;0776;Judicial;Automática;Padrão (60);3;IPCA',
      'Fornecedor;0776;Judicial;A pedido;30;Sem limite;IGP-M',
      '',
    ]);
  });
});

describe('criar-modalidade-renovacao', () => {
  it('offers only modalities without a rule, creates the rule and opens it by its token', async () => {
    const user = userEvent.setup();
    const created = {
      ...civelRule,
      UniqueId: '88888888-2222-4333-8444-555555555555',
      ModalityUniqueId: FORNECEDOR,
      ModalityName: 'Fornecedor',
      MaxRenewals: 2,
      Version: 1,
    };
    api.getRenewalRules.mockResolvedValue([civelRule]);
    api.createRenewalRule.mockResolvedValue(created);
    api.getRenewalRule.mockResolvedValue(created);
    renderAt(
      <RenewalRuleCreate />,
      '/parametrizacao/renovacao/criar-modalidade-renovacao',
      undefined,
      { [EDIT]: <RenewalRuleEdit /> },
    );
    await waitFor(() => expect(api.getRenewalRules).toHaveBeenCalled());
    await user.click(screen.getByRole('combobox', { name: /^Modalidade/ }));
    const options = await screen.findAllByRole('option');
    // the group's heading, then its only modality without a rule
    expect(options.map((option) => option.textContent)).toEqual(['0776 · Judicial', 'Fornecedor']);
    await user.click(screen.getByRole('option', { name: 'Fornecedor' }));
    await user.type(screen.getByRole('textbox', { name: /^Número máximo de renovações/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Criar regra' }));
    await waitFor(() => expect(api.createRenewalRule).toHaveBeenCalledTimes(1));
    expect(api.createRenewalRule.mock.calls[0]).toEqual([
      FORNECEDOR,
      expect.objectContaining({ MaxRenewals: 2 }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Fornecedor', level: 1 })).toBeTruthy();
  });
});

describe('editar-modalidade-renovacao/:token', () => {
  it('edits the rule read by its token, shows the gateway’s refusal and the history', async () => {
    const user = userEvent.setup();
    api.getRenewalRule.mockResolvedValue(civelRule);
    api.getRenewalHistory.mockResolvedValue([
      {
        Id: 1,
        ChangedAt: '2026-05-02T13:00:00Z',
        ChangedByName: 'Marina Costa',
        ChangesHistories: [
          {
            Field: 'MaxRenewals',
            Label: 'Número máximo de renovações',
            OldValue: null,
            NewValue: '3',
          },
        ],
      },
    ]);
    api.updateRenewalRule.mockRejectedValue({
      status: 409,
      body: {
        Errors: [
          'Esta regra da modalidade foi alterada por outra pessoa. Recarregue a página e refaça a alteração.',
        ],
      },
    });
    renderAt(
      <RenewalRuleEdit />,
      `/parametrizacao/renovacao/editar-modalidade-renovacao/${civelRule.UniqueId}`,
      EDIT,
    );
    expect(await screen.findByRole('heading', { name: 'Judicial cível' })).toBeTruthy();
    expect(api.getRenewalRule).toHaveBeenCalledWith(civelRule.UniqueId);
    expect(await screen.findByText('Número máximo de renovações: — → 3')).toBeTruthy();

    const max = screen.getByRole('textbox', { name: 'Número máximo de renovações' });
    await user.clear(max);
    await user.type(max, '5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.updateRenewalRule).toHaveBeenCalledTimes(1));
    expect(api.updateRenewalRule.mock.calls[0]).toEqual([
      civelRule.UniqueId,
      2,
      { AutomaticRenewal: true, DaysBeforeExpiry: null, MaxRenewals: 5, AdjustmentIndex: 'IPCA' },
    ]);
    expect(await screen.findByText(/alterada por outra pessoa/)).toBeTruthy();
    expect((max as HTMLInputElement).value).toBe('5');
  });

  it('shows a gateway 400 naming a rule field under that field', async () => {
    const user = userEvent.setup();
    api.getRenewalRule.mockResolvedValue(civelRule);
    const underMax =
      'Número máximo de renovações (MaxRenewals): informe um número inteiro de 1 a 99.';
    api.updateRenewalRule.mockRejectedValue(
      new HttpError(underMax, 400, { Response: null, Errors: [underMax] }),
    );
    renderAt(
      <RenewalRuleEdit />,
      `/parametrizacao/renovacao/editar-modalidade-renovacao/${civelRule.UniqueId}`,
      EDIT,
    );
    const max = await screen.findByRole('textbox', { name: 'Número máximo de renovações' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(messageUnder(max)).toBe(underMax));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes the rule after a confirmation, with the Version read', async () => {
    const user = userEvent.setup();
    api.getRenewalRule.mockResolvedValue(civelRule);
    api.deleteRenewalRule.mockResolvedValue([]);
    renderAt(
      <RenewalRuleEdit />,
      `/parametrizacao/renovacao/editar-modalidade-renovacao/${civelRule.UniqueId}`,
      EDIT,
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir regra' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('A modalidade Judicial cível volta a seguir a configuração padrão.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(api.deleteRenewalRule).toHaveBeenCalledWith(civelRule.UniqueId, 2));
  });

  it('says when the token matches no rule', async () => {
    api.getRenewalRule.mockRejectedValue({ status: 404, body: { Errors: ['não'] } });
    renderAt(
      <RenewalRuleEdit />,
      '/parametrizacao/renovacao/editar-modalidade-renovacao/00000000-0000-4000-8000-000000000000',
      EDIT,
    );
    expect(await screen.findByText('Regra de renovação não encontrada.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à lista' })).toBeTruthy();
  });
});
