import type { KanbanCard } from '../../../domain/contracts/kanban';
import type {
  BranchActivity,
  BranchActivityInfo,
  EconomicGroupInfo,
} from '../../../domain/contracts/kanbanActivityCards';

export const HOLDER_UNIQUE_ID = '11111111-1111-4111-8111-111111111111';
export const PROPOSAL_UNIQUE_ID = '22222222-2222-4222-8222-222222222222';
export const ALVORADA_UNIQUE_ID = '33333333-3333-4333-8333-333333333333';

export const kanbanCard = (fields: Partial<KanbanCard> = {}): KanbanCard => ({
  id: 7,
  uniqueId: '44444444-4444-4444-8444-444444444444',
  cardType: 'RAMO_ATIVIDADE',
  referenceKind: 'policyHolder',
  refUniqueId: HOLDER_UNIQUE_ID,
  title: 'Ramo de atividade · Saneamento Vale do Sol Ltda.',
  description: null,
  document: '52094781000150',
  priorityId: 3,
  priorityName: 'Alta',
  ownerUserId: null,
  ownerName: null,
  legalDeadline: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  movedAt: '2026-11-20T12:00:00.000Z',
  stepId: 3,
  version: 1,
  ...fields,
});

export const catalogue: BranchActivity[] = [
  {
    Id: 1,
    Code: '36',
    Description: 'Captação, tratamento e distribuição de água',
    IsRestricted: false,
  },
  {
    Id: 2,
    Code: '38',
    Description: 'Coleta, tratamento e disposição de resíduos; recuperação de materiais',
    IsRestricted: true,
  },
];

const holder = {
  Id: 5,
  UniqueId: HOLDER_UNIQUE_ID,
  Name: 'Saneamento Vale do Sol Ltda.',
  CpfCnpj: '52094781000150',
  Version: 4,
  IsActive: true,
  IsBlocked: false,
  IsRestrictiveBlocked: false,
  MainActivity: 'Obras de saneamento básico',
};

export const branchInfo = (fields: Partial<BranchActivityInfo> = {}): BranchActivityInfo => ({
  PolicyHolder: holder,
  BranchActivity: catalogue[1],
  IsRestrictedBranchActivity: true,
  BranchActivityApprovedAt: null,
  History: [
    {
      Id: 1,
      ChangedAt: '2026-11-20T12:00:00.000Z',
      ChangedByName: 'Ana Analista',
      ChangesHistories: [
        {
          Field: 'BranchActivity',
          Label: 'Ramo de atividade',
          OldValue: null,
          NewValue: '38 – Coleta',
        },
      ],
      LocationChangesHistories: [],
    },
  ],
  ...fields,
});

const alvorada = {
  Id: 1,
  UniqueId: ALVORADA_UNIQUE_ID,
  Name: 'Construtora Alvorada Ltda.',
  CpfCnpj: '12845037000186',
};

export const groupInfo = (fields: Partial<EconomicGroupInfo> = {}): EconomicGroupInfo => ({
  PolicyHolder: { ...holder, Name: 'Metalúrgica Serra Verde S.A.' },
  ProposalUniqueId: PROPOSAL_UNIQUE_ID,
  ProposalNumber: 1042,
  EconomicGroupName: null,
  Holding: null,
  Candidates: [
    {
      ...alvorada,
      EconomicGroupName: 'Grupo Alvorada',
      Holding: null,
      SharedPartners: ['Marcelo Augusto Ferraz'],
    },
  ],
  HoldingOptions: [alvorada],
  Members: [],
  History: [],
  ...fields,
});

export const groupCard = kanbanCard({
  cardType: 'GRUPO_ECONOMICO',
  referenceKind: 'proposal',
  refUniqueId: PROPOSAL_UNIQUE_ID,
  title: 'Grupo econômico · Metalúrgica Serra Verde S.A. · Proposta 1042',
});

/** A gateway failure as proposalFixtures' stubGateway answers it. */
export const failure = (status: number, message: string) => ({ status, errors: [message] });
