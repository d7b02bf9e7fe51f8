import { render } from '@testing-library/react';
import { Notification } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type {
  ProposalContractualTerms,
  ProposalRiskChange,
  ProposalTextTerm,
} from '../../../domain/contracts/proposalTexts';
import type {
  ProposalDetail,
  ProposalSummary,
  ProposalTerm,
} from '../../../domain/contracts/proposals';
import { BrokerProposalShow, InsurerProposalShow } from '../../../resources/propostas/ProposalShow';
import { ProposalTimelinePage } from '../../../resources/propostas/ProposalTimelinePage';
import { propostasProvider } from '../../../resources/propostas/propostasDataProvider';
import { ModalProvider } from '../../../src/components';
import { createDataProvider } from '../../../src/providers/dataProvider';
import type { SessionUserInfo } from '../../../src/providers/types';
import { renderInAdmin } from '../shell/fixtures';

export const PROPOSAL_ID = '5f0c1b2a-0000-4000-8000-000000000042';

/** A proposal as SearchProposals answers it. */
export const proposalSummary = (fields: Partial<ProposalSummary> = {}): ProposalSummary => ({
  Id: 42,
  UniqueId: PROPOSAL_ID,
  Number: 1042,
  StatusId: 2,
  StatusName: 'Em análise',
  EmissionProposalType: 1,
  BrokerId: 10,
  BrokerName: 'Prime Corretora de Seguros Ltda.',
  PolicyHolderName: 'Construtora Alvorada Ltda.',
  PolicyHolderCpfCnpj: '12845037000190',
  InsuredName: 'Prefeitura Municipal de São Paulo',
  InsuredCpfCnpj: '46395000000139',
  ModalityName: 'Licitante',
  StartDate: '2026-02-01',
  EndDate: '2026-07-31',
  InsuredAmountValue: '1000000.00',
  InsurancePremium: '2465.75',
  LegalDeadline: '2026-02-20',
  CreatedAt: '2026-01-26T13:00:00.000Z',
  IsCoBroker: false,
  ...fields,
});

/** A proposal as GetProposalByUniqueId answers it. */
export const proposalDetail = (fields: Partial<ProposalDetail> = {}): ProposalDetail => ({
  ...proposalSummary(),
  PolicyHolder: {
    Id: 3,
    UniqueId: '3a3a3a3a-0000-4000-8000-000000000003',
    Name: 'Construtora Alvorada Ltda.',
    CpfCnpj: '12845037000190',
    Branches: [],
  },
  PolicyHolderId: 3,
  PolicyHolderBranch: null,
  Insured: {
    Id: 7,
    UniqueId: '7b1d5c1e-0000-4000-8000-000000000007',
    Name: 'Prefeitura Municipal de São Paulo',
    CpfCnpj: '46395000000139',
    NomeSocial: null,
  },
  InsuredId: 7,
  InsuredLocation: null,
  Beneficiaries: [],
  CoBrokers: [],
  HasCoBrokers: false,
  Modality: { Id: 5, Name: 'Licitante', GroupName: 'Licitações' },
  ModalityId: 5,
  ComplementaryModality: null,
  DeadlineDays: 180,
  ComplementaryStartDate: null,
  ComplementaryEndDate: null,
  ComplementaryDeadlineDays: null,
  ComplementaryInsuredAmountValue: null,
  AdditionalCoverageIds: [],
  RiskRate: '0.5000',
  Tax: '0.5000',
  MinInsurancePremium: '100.00',
  ComissionValue: '493.15',
  ComissionPercentage: '20.0000',
  CalculatePerComissionPercentage: true,
  IofValue: '0.00',
  NumberOfInstallment: 1,
  GracePeriod: 30,
  PaymentMethod: 'Boleto',
  CalculationMemory: [
    {
      Key: 'insuredAmountValue',
      Label: 'Importância segurada',
      Formula: 'Informada',
      Value: '1000000.00',
      Kind: 'money',
    },
    {
      Key: 'deadlineDays',
      Label: 'Prazo (dias)',
      Formula: '01/02/2026 a 31/07/2026',
      Value: '180',
      Kind: 'days',
    },
    {
      Key: 'tax',
      Label: 'Taxa (% a.a.)',
      Formula: 'Classe B do tomador',
      Value: '0.5000',
      Kind: 'rate',
    },
    {
      Key: 'termPremium',
      Label: 'Prêmio pelo prazo',
      Formula: 'R$ 1.000.000,00 × 0,5000 % × 180 ÷ 365',
      Value: '2465.75',
      Kind: 'money',
    },
  ],
  FinancialUpdatedAt: '2026-01-26T13:05:00.000Z',
  GeneralConditionVersionId: 1,
  SubmittedAt: '2026-01-26T13:10:00.000Z',
  CancelJustification: null,
  ContractualTerms: {
    Object: [
      {
        Id: 1,
        SourceId: null,
        Title: 'Objeto',
        Value:
          '<p>Garantir a proposta no <strong>Edital 12/2026</strong>.</p><script>alert(1)</script>',
        JSONTag: [],
        JSONTagValue: {},
      },
    ],
    ParticularClausule: [],
  },
  Observations: [
    {
      Id: 1,
      Kind: 'adjustment',
      Text: 'Anexar o edital completo.',
      AuthorName: 'Ana Paula Ribeiro',
      CreatedAt: '2026-01-27T10:00:00.000Z',
    },
  ],
  ProposalEngineExecutionLogs: [
    {
      Id: 2,
      Engine: 'Subscricao',
      Verdict: 'referred',
      Reasons: ['IS acima do máximo automático da modalidade (R$ 1.000.000,00).'],
      Inputs: {},
      RanAt: '2026-01-26T13:10:05.000Z',
    },
    {
      Id: 1,
      Engine: 'Credito',
      Verdict: 'approved',
      Reasons: ['Limite disponível suficiente.'],
      Inputs: {},
      RanAt: '2026-01-26T13:10:04.000Z',
    },
  ],
  RequestDocuments: [],
  DeletedRequestDocuments: [],
  TimelineHistory: [
    {
      Id: 1,
      Situation: 1,
      SituationName: 'Cotação',
      Status: 3,
      StatusName: 'Corretor',
      ProposalStatus: 1,
      Note: null,
      ChangedByName: 'Carlos Corretor',
      ChangedAt: '2026-01-26T13:00:00.000Z',
    },
    {
      Id: 2,
      Situation: 4,
      SituationName: 'Subscrição',
      Status: 2,
      StatusName: 'Seguradora',
      ProposalStatus: 2,
      Note: 'IS acima do máximo automático.',
      ChangedByName: 'Motores automáticos',
      ChangedAt: '2026-01-26T13:10:05.000Z',
    },
  ],
  AllowedActions: [],
  Policy: null,
  Version: 3,
  UpdatedAt: '2026-01-26T13:10:05.000Z',
  ...fields,
});

const rendered = (term: ProposalTerm): ProposalTextTerm => ({
  ...term,
  RenderedValue: term.Value,
  MissingTags: [],
});

/**
 * The proposal's texts as GetProposalContractualTerms answers them; without `fields`, each text
 * rendered as stored (no tags to fill).
 */
export const contractualTerms = (
  proposal: ProposalDetail,
  fields: Partial<ProposalContractualTerms> = {},
): ProposalContractualTerms => ({
  ProposalId: proposal.Id,
  ProposalUniqueId: proposal.UniqueId,
  Version: proposal.Version,
  Object: proposal.ContractualTerms.Object.map(rendered),
  ParticularClausule: proposal.ContractualTerms.ParticularClausule.map(rendered),
  ...fields,
});

export interface GatewayCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

type Handler = (call: GatewayCall) => unknown;

/**
 * Stubs fetch as the gateway: each path (after /api/) answers its handler's value in the
 * envelope; a handler that throws `{ status, errors }` answers that failure. Every call is kept.
 */
export const stubGateway = (handlers: Record<string, Handler>) => {
  const calls: GatewayCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api\//, '');
      const call: GatewayCall = {
        method: init?.method ?? 'GET',
        path,
        query: Object.fromEntries(url.searchParams),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const respond = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      const handler = handlers[path];
      if (!handler) return respond(404, { Response: null, Errors: [`Sem stub: ${path}`] });
      try {
        return respond(200, { Response: await handler(call), Errors: [] });
      } catch (failure) {
        const { status, errors } = failure as { status: number; errors: string[] };
        return respond(status, { Response: null, Errors: errors });
      }
    }),
  );
  return calls;
};

/** What GetProposalRiskChange answers while the risk data are the approved ones. */
export const noRiskChange = (proposal: ProposalDetail): ProposalRiskChange => ({
  ProposalUniqueId: proposal.UniqueId,
  StatusId: proposal.StatusId,
  HasApprovedRisk: true,
  HasRiskChange: false,
  Changes: [],
  Version: proposal.Version,
});

/** A read of the proposal's gateway: answers from the proposal as it stands. */
type ProposalRead = (current: ProposalDetail) => unknown;
/** A write of the proposal's gateway: the proposal as the call leaves it (or a throw). */
export type ProposalWrite = (call: GatewayCall, current: ProposalDetail) => ProposalDetail;

/**
 * The gateway with one proposal. Its reads answer the proposal as it stands: the broker's detail
 * (GetProposalByUniqueId) and the insurer's summary (…ById2) the proposal itself, with no request
 * documents, no risk change and its texts rendered as stored, unless `reads` says otherwise. Each
 * of `writes` moves the proposal and answers it, or what `answers` makes of it.
 */
export const proposalGateway = (
  initial: ProposalDetail,
  {
    reads = {},
    writes = {},
    answers = {},
  }: {
    reads?: Record<string, ProposalRead>;
    writes?: Record<string, ProposalWrite>;
    answers?: Record<string, ProposalRead>;
  } = {},
) => {
  let current = initial;
  const answering: Record<string, ProposalRead> = {
    'Proposal/GetProposalByUniqueId': (proposal) => proposal,
    'Proposal/GetProposalByUniqueId2': (proposal) => proposal,
    'Proposal/GetProposalRequestDocuments': () => ({
      RequestDocuments: [],
      DeletedRequestDocuments: [],
    }),
    'Proposal/GetProposalRiskChange': noRiskChange,
    'Proposal/GetProposalContractualTerms': (proposal) => contractualTerms(proposal),
    ...reads,
  };
  const calls = stubGateway({
    ...Object.fromEntries(
      Object.entries(answering).map(([path, read]) => [path, () => read(current)]),
    ),
    ...Object.fromEntries(
      Object.entries(writes).map(([path, write]) => [
        path,
        (call: GatewayCall) => {
          current = write(call, current);
          const answer = answers[path];
          return answer ? answer(current) : current;
        },
      ]),
    ),
  });
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { calls, callsTo, current: () => current };
};

/**
 * Renders, signed in as `signedIn` at `path`, the broker's detail, its timeline and the insurer's
 * summary, with the notifications.
 */
export const renderProposalRoutes = (signedIn: SessionUserInfo, path: string) =>
  render(
    renderInAdmin(
      <ModalProvider>
        <Routes>
          <Route path={BrokerProposalShow.path} element={<BrokerProposalShow />} />
          <Route path={ProposalTimelinePage.path} element={<ProposalTimelinePage />} />
          <Route path={InsurerProposalShow.path} element={<InsurerProposalShow />} />
        </Routes>
        <Notification />
      </ModalProvider>,
      signedIn,
      path,
      createDataProvider([propostasProvider]),
    ),
  );
