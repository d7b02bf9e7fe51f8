import { anniversaryKit, getAnniversarySchedule } from './anniversaryArea';
import {
  anniversaryRuleAnswer,
  anniversaryRulesAnswer,
  anniversaryScheduleAnswer,
  anniversaryScheduleQuery,
  anniversarySettingsAnswer,
  anniversarySettingsBody,
  createAnniversaryRuleBody,
  updateAnniversaryRuleBody,
} from './anniversarySchemas';
import { modalityRuleRoutes } from './modalityRuleRoutes';

const ruleRules =
  'Regras: IsEnabled obrigatório; dias antes do aniversário de 0 a 90, índice (NENHUM, IPCA, ' +
  'IGPM, INPC), cobrança do prêmio anual e emissão automática: vazios seguem a configuração ' +
  'padrão. Uma mensagem por problema, com o nome do campo.';

/** Anniversary-endorsement configuration and schedule ("anniversary" block of apiAccess.ts). */
export const anniversaryRoutes = modalityRuleRoutes({
  tags: ['Endosso de aniversário'],
  kit: anniversaryKit,
  schedule: getAnniversarySchedule,
  schemas: {
    settingsBody: anniversarySettingsBody,
    settingsAnswer: anniversarySettingsAnswer,
    createRuleBody: createAnniversaryRuleBody,
    updateRuleBody: updateAnniversaryRuleBody,
    ruleAnswer: anniversaryRuleAnswer,
    rulesAnswer: anniversaryRulesAnswer,
    scheduleQuery: anniversaryScheduleQuery,
    scheduleAnswer: anniversaryScheduleAnswer,
  },
  calls: {
    getSettings: {
      url: '/api/AnniversaryEndorsement/GetAnniversarySettings',
      summary: 'Configuração padrão do endosso de aniversário da seguradora',
      description:
        'Sem configuração salva, responde a padrão do sistema (desligado) com Version 0.',
    },
    saveSettings: {
      url: '/api/AnniversaryEndorsement/SaveAnniversarySettings',
      summary: 'Salva a configuração padrão (com a Version lida; desatualizada: 409)',
      description: 'Todos os campos são obrigatórios; dias antes do aniversário de 0 a 90.',
    },
    listRules: {
      url: '/api/AnniversaryEndorsement/GetAnniversaryModalityRules',
      summary: 'Regras de endosso de aniversário por modalidade, com o que vale (Effective)',
      description: 'Modalidade sem regra segue a configuração padrão.',
    },
    getRule: {
      url: '/api/AnniversaryEndorsement/GetAnniversaryModalityRule',
      summary: 'Uma regra de endosso de aniversário pelo seu UniqueId (token da rota de edição)',
    },
    createRule: {
      url: '/api/AnniversaryEndorsement/CreateAnniversaryModalityRule',
      summary: 'Cria a regra de endosso de aniversário de uma modalidade (já existe: 409)',
      description: ruleRules,
    },
    updateRule: {
      url: '/api/AnniversaryEndorsement/UpdateAnniversaryModalityRule',
      summary: 'Altera a regra de endosso de aniversário (com UniqueId e Version)',
      description: ruleRules,
    },
    deleteRule: {
      url: '/api/AnniversaryEndorsement/DeleteAnniversaryModalityRule',
      summary: 'Exclui a regra de uma modalidade (corpo JSON com UniqueId e Version)',
      description:
        'A modalidade volta a seguir a configuração padrão; a exclusão fica no histórico da ' +
        'configuração padrão. Responde as regras que restam.',
    },
    history: {
      url: '/api/AnniversaryEndorsement/GetAnniversaryHistory',
      summary: 'Histórico da configuração padrão ou de uma regra (mais novo antes)',
    },
    schedule: {
      url: '/api/AnniversaryEndorsement/GetAnniversarySchedule',
      summary:
        'Aniversários de uma apólice da modalidade com esta vigência e quando cada endosso é gerado',
      description:
        'Cada aniversário do início de vigência antes do fim gera um endosso (card ' +
        'ENDOSSO_ANIVERSARIO) nos dias de antecedência configurados; o estado é lido na data ' +
        'de referência.',
    },
  },
});
