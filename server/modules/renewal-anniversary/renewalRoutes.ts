import { modalityRuleRoutes } from './modalityRuleRoutes';
import { getRenewalSchedule, renewalKit } from './renewalArea';
import {
  createRenewalRuleBody,
  renewalRuleAnswer,
  renewalRulesAnswer,
  renewalScheduleAnswer,
  renewalScheduleQuery,
  renewalSettingsAnswer,
  renewalSettingsBody,
  updateRenewalRuleBody,
} from './schemas';

const ruleRules =
  'Regras: renovação automática sim/não; dias antes do vencimento de 1 a 180 (vazio segue o ' +
  'padrão); máximo de renovações de 1 a 99 (vazio: sem limite); índice NENHUM, IPCA, IGPM ou ' +
  'INPC. Uma mensagem por problema, com o nome do campo.';

/** Renewal configuration and schedule ("renewal" block of domain/apiAccess.ts). */
export const renewalRoutes = modalityRuleRoutes({
  tags: ['Renovação'],
  kit: renewalKit,
  schedule: getRenewalSchedule,
  schemas: {
    settingsBody: renewalSettingsBody,
    settingsAnswer: renewalSettingsAnswer,
    createRuleBody: createRenewalRuleBody,
    updateRuleBody: updateRenewalRuleBody,
    ruleAnswer: renewalRuleAnswer,
    rulesAnswer: renewalRulesAnswer,
    scheduleQuery: renewalScheduleQuery,
    scheduleAnswer: renewalScheduleAnswer,
  },
  calls: {
    getSettings: {
      url: '/api/Renewal/GetRenewalSettings',
      summary: 'Configuração padrão de renovação da seguradora',
      description:
        'Sem configuração salva, responde a padrão do sistema (renovação desligada) com Version 0.',
    },
    saveSettings: {
      url: '/api/Renewal/SaveRenewalSettings',
      summary: 'Salva a configuração padrão (com a Version lida; desatualizada: 409)',
      description:
        'Todos os campos são obrigatórios: dias antes do vencimento de 1 a 180, aviso ao ' +
        'corretor de 0 a 365 dias (0 não avisa). Grava o histórico com valor antigo → novo.',
    },
    listRules: {
      url: '/api/Renewal/GetRenewalModalityRules',
      summary: 'Regras de renovação por modalidade, com o que vale (Effective) para cada uma',
      description: 'Modalidade sem regra segue a padrão e não renova automaticamente.',
    },
    getRule: {
      url: '/api/Renewal/GetRenewalModalityRule',
      summary: 'Uma regra de renovação pelo seu UniqueId (token da rota de edição)',
    },
    createRule: {
      url: '/api/Renewal/CreateRenewalModalityRule',
      summary: 'Cria a regra de renovação de uma modalidade (já existe: 409)',
      description: ruleRules,
    },
    updateRule: {
      url: '/api/Renewal/UpdateRenewalModalityRule',
      summary: 'Altera a regra de renovação (com UniqueId e Version; a modalidade não muda)',
      description: ruleRules,
    },
    deleteRule: {
      url: '/api/Renewal/DeleteRenewalModalityRule',
      summary: 'Exclui a regra de uma modalidade (corpo JSON com UniqueId e Version)',
      description:
        'A modalidade volta a seguir a configuração padrão (sem renovação automática); a ' +
        'exclusão fica no histórico da configuração padrão. Responde as regras que restam.',
    },
    history: {
      url: '/api/Renewal/GetRenewalHistory',
      summary: 'Histórico da configuração padrão ou de uma regra (mais novo antes)',
    },
    schedule: {
      url: '/api/Renewal/GetRenewalSchedule',
      summary: 'Cronograma de renovação de uma apólice da modalidade com esta vigência',
      description:
        'Quando abre a proposta de renovação (card PROPOSTA_RENOVACAO), quando o corretor é ' +
        'avisado, a nova vigência e o estado na data de referência. Usa a regra da modalidade ' +
        'sobre a configuração padrão.',
    },
  },
});
