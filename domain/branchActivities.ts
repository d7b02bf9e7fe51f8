/**
 * Branches of activity (ramos de atividade) and the kanban questions about a holder's activity
 * and economic group (issue 14: RAMO_ATIVIDADE and GRUPO_ECONOMICO cards).
 */

export interface BranchActivityDefinition {
  /** CNAE 2.3 division. */
  code: string;
  description: string;
  /** An underwriter looks at every holder of this activity (RAMO_ATIVIDADE card). */
  isRestricted: boolean;
}

/**
 * The catalogue each tenant starts with: CNAE divisions a surety insurer meets most, the
 * environmentally, legally or reputationally sensitive ones restricted.
 */
export const defaultBranchActivities: readonly BranchActivityDefinition[] = [
  { code: '01', description: 'Agricultura, pecuária e serviços relacionados', isRestricted: false },
  { code: '05', description: 'Extração de carvão mineral', isRestricted: true },
  { code: '06', description: 'Extração de petróleo e gás natural', isRestricted: true },
  { code: '07', description: 'Extração de minerais metálicos', isRestricted: true },
  { code: '10', description: 'Fabricação de produtos alimentícios', isRestricted: false },
  { code: '12', description: 'Fabricação de produtos do fumo', isRestricted: true },
  { code: '20', description: 'Fabricação de produtos químicos', isRestricted: false },
  {
    code: '25',
    description: 'Fabricação de produtos de metal, exceto máquinas e equipamentos',
    isRestricted: false,
  },
  { code: '35', description: 'Eletricidade, gás e outras utilidades', isRestricted: false },
  { code: '36', description: 'Captação, tratamento e distribuição de água', isRestricted: false },
  {
    code: '38',
    description: 'Coleta, tratamento e disposição de resíduos; recuperação de materiais',
    isRestricted: true,
  },
  { code: '41', description: 'Construção de edifícios', isRestricted: false },
  { code: '42', description: 'Obras de infraestrutura', isRestricted: false },
  { code: '43', description: 'Serviços especializados para construção', isRestricted: false },
  {
    code: '46',
    description: 'Comércio por atacado, exceto veículos automotores e motocicletas',
    isRestricted: false,
  },
  { code: '49', description: 'Transporte terrestre', isRestricted: false },
  {
    code: '62',
    description: 'Atividades dos serviços de tecnologia da informação',
    isRestricted: false,
  },
  { code: '64', description: 'Atividades de serviços financeiros', isRestricted: true },
  {
    code: '71',
    description: 'Serviços de arquitetura e engenharia; testes e análises técnicas',
    isRestricted: false,
  },
  {
    code: '81',
    description: 'Serviços para edifícios e atividades paisagísticas',
    isRestricted: false,
  },
  {
    code: '92',
    description: 'Atividades de exploração de jogos de azar e apostas',
    isRestricted: true,
  },
  {
    code: '94',
    description: 'Atividades de organizações associativas (inclui partidos políticos)',
    isRestricted: true,
  },
];

/** How a branch of activity reads on screen: `41 – Construção de edifícios`. */
export const branchActivityLabel = (activity: { Code: string; Description: string }) =>
  `${activity.Code} – ${activity.Description}`;

/** The open question of a holder's restricted activity: one RAMO_ATIVIDADE card per holder. */
export const branchActivityKey = (holderId: number) => `branch-activity:${holderId}`;
/** The open question of a holder's economic group: one GRUPO_ECONOMICO card per holder. */
export const economicGroupKey = (holderId: number) => `economic-group:${holderId}`;

/** The holder history's labels of the fields these cards change (beside the holder's own). */
export const activityCardHistoryLabels: Record<string, string> = {
  BranchActivity: 'Ramo de atividade',
  IsRestrictedBranchActivity: 'Ramo de atividade restritivo',
  BranchActivityApproved: 'Ramo de atividade aceito pela subscrição',
  EconomicGroupDecision: 'Análise do grupo econômico',
  IsBlocked: 'Bloqueado',
  Justification: 'Justificativa',
  EconomicGroupName: 'Grupo econômico',
  EconomicGroupHolding: 'Holding do grupo econômico',
};

export const BRANCH_ACTIVITY_NOT_FOUND = 'Ramo de atividade: ramo não encontrado nesta seguradora.';
export const BRANCH_ACTIVITY_REQUIRED = 'Salve o ramo de atividade do tomador antes de aprovar.';
export const ECONOMIC_GROUP_REQUIRED = 'Salve o grupo econômico antes de aprovar.';
export const CARD_HOLDER_GONE = 'O tomador deste card não existe mais nesta seguradora.';
export const CARD_PROPOSAL_GONE = 'A proposta deste card não existe mais nesta seguradora.';
export const PROPOSAL_NOT_FOUND = 'Proposta não encontrada.';
export const HOLDER_OR_PROPOSAL_REQUIRED =
  'O campo "ProposalUniqueId" é obrigatório (ou informe "PolicyHolderUniqueId").';
