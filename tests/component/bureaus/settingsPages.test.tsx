import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brokerProfileProvider } from '../../../resources/broker-profile/brokerProfileDataProvider';
import { BrokerProfilePage } from '../../../resources/broker-profile/BrokerProfilePage';
import { consultaPjProvider } from '../../../resources/consulta-pj/consultaPjDataProvider';
import { PjQuerySettingsPage } from '../../../resources/consulta-pj/PjQuerySettingsPage';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { admin, renderInAdmin } from '../shell/fixtures';

const pj = vi.hoisted(() => ({
  getPjSettings: vi.fn(),
  savePjSettings: vi.fn(),
  getPjSettingsHistory: vi.fn(),
  evaluatePj: vi.fn(),
}));
vi.mock('../../../resources/consulta-pj/pjQueryApi', () => pj);
const broker = vi.hoisted(() => ({
  getBrokerProfile: vi.fn(),
  saveBrokerProfile: vi.fn(),
  getBrokerProfileHistory: vi.fn(),
}));
vi.mock('../../../resources/broker-profile/brokerProfileApi', () => broker);

const settings = {
  TiposConsulta: [1, 3, 5],
  PreencherDadosCadastrais: true,
  IdadeMinimaEmpresaMeses: 12,
  SituacoesBloqueadas: ['SUSPENSA', 'INAPTA', 'BAIXADA', 'NULA'],
  ValidadeDadosDias: 90,
  Padrao: false,
  Version: 3,
};

beforeEach(() => {
  for (const call of [...Object.values(pj), ...Object.values(broker)]) call.mockReset();
  pj.getPjSettings.mockResolvedValue(settings);
  pj.savePjSettings.mockResolvedValue(settings);
  pj.getPjSettingsHistory.mockResolvedValue([]);
  broker.getBrokerProfileHistory.mockResolvedValue([]);
});

const show = (ui: React.ReactElement, path: string) =>
  render(
    renderInAdmin(
      <ModalProvider>{ui}</ModalProvider>,
      admin,
      path,
      createDataProvider([consultaPjProvider, brokerProfileProvider]),
    ),
  );

describe('/parametrizacao/consulta-pj', () => {
  it('saves the checked queries, the minimum age and the blocking situations with the version read', async () => {
    const user = userEvent.setup();
    show(<PjQuerySettingsPage />, '/parametrizacao/consulta-pj');
    const age = await screen.findByRole('textbox', { name: 'Idade mínima da empresa (meses)' });
    await user.click(screen.getByRole('checkbox', { name: 'Processos judiciais' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sócios (QSA) e PEP' }));
    await user.click(screen.getByRole('checkbox', { name: 'SUSPENSA' }));
    await user.clear(age);
    await user.type(age, '24');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(pj.savePjSettings).toHaveBeenCalledWith(
        {
          TiposConsulta: [1, 3, 6],
          PreencherDadosCadastrais: true,
          IdadeMinimaEmpresaMeses: 24,
          SituacoesBloqueadas: ['INAPTA', 'BAIXADA', 'NULA'],
          ValidadeDadosDias: 90,
        },
        3,
      ),
    );
  });

  it('evaluates a company and shows the queries due with their bureaus', async () => {
    const user = userEvent.setup();
    pj.evaluatePj.mockResolvedValue({
      Cnpj: '11222333000181',
      DataReferencia: '2026-06-15',
      PodeProsseguir: false,
      Motivos: ['Situação cadastral INAPTA na Receita Federal.'],
      IdadeEmMeses: 40,
      DadosValidosAte: null,
      PreencherDadosCadastrais: true,
      ConsultasPendentes: [
        {
          TipoConsultaId: 3,
          Nome: 'Crédito PJ',
          Motivo: 'NUNCA_CONSULTADO',
          Bureaus: ['Serasa Experian', 'Boa Vista SCPC'],
        },
      ],
    });
    show(<PjQuerySettingsPage />, '/parametrizacao/consulta-pj');
    await user.type(await screen.findByRole('textbox', { name: 'CNPJ' }), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Avaliar' }));
    const result = await screen.findByRole('status', { name: 'Resultado da avaliação' });
    expect(pj.evaluatePj).toHaveBeenCalledWith(expect.objectContaining({ cnpj: '11222333000181' }));
    expect(within(result).getByText('O tomador não pode seguir.')).toBeTruthy();
    expect(within(result).getByText('Situação cadastral INAPTA na Receita Federal.')).toBeTruthy();
    expect(within(result).getByText('Crédito PJ — nunca consultado')).toBeTruthy();
    expect(within(result).getByText('Serasa Experian → Boa Vista SCPC')).toBeTruthy();
  });
});

describe('/parametrizacao/broker-profile', () => {
  it('says the standard applies until saved, and saves the chosen profile and range', async () => {
    const user = userEvent.setup();
    const answer = {
      PerfilCorretorUniqueId: null,
      PerfilAgenteUniqueId: null,
      ComissaoMinimaPercentual: '0.00',
      ComissaoMaximaPercentual: '30.00',
      Padrao: true,
      Version: 0,
      PerfisCorretor: [
        { UniqueId: 'p-1', Name: 'Corretor' },
        { UniqueId: 'p-2', Name: 'Corretor Parceiro' },
      ],
      PerfisAgente: [{ UniqueId: 'a-1', Name: 'Agente' }],
    };
    broker.getBrokerProfile.mockResolvedValue(answer);
    broker.saveBrokerProfile.mockResolvedValue({ ...answer, Padrao: false, Version: 1 });
    show(<BrokerProfilePage />, '/parametrizacao/broker-profile');
    expect(
      await screen.findByText(/o usuário master recebe o perfil padrão "Corretor"/),
    ).toBeTruthy();
    await user.click(
      screen.getByRole('combobox', { name: 'Perfil do usuário master da corretora' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Corretor Parceiro' }));
    const max = screen.getByRole('textbox', { name: 'Comissão máxima (%)' });
    await user.clear(max);
    await user.type(max, '25,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(broker.saveBrokerProfile).toHaveBeenCalledWith(
        {
          PerfilCorretorUniqueId: 'p-2',
          PerfilAgenteUniqueId: null,
          ComissaoMinimaPercentual: '0.00',
          ComissaoMaximaPercentual: '25.5',
        },
        0,
      ),
    );
  });
});
