import { DEMO_COMPANY_KEY, DEMO_PASSWORD } from '../server/db/seed/demoUsers';

export type BenchUser = 'admin' | 'corretor';

/** One gateway call the bench measures, exactly as the portal sends it. */
export interface BenchCall {
  name: string;
  method: 'GET' | 'POST';
  /** Path and query string. */
  url: string;
  body?: Record<string, unknown>;
  /** Whose access token it carries; none for sign-in. */
  user?: BenchUser;
  /** A search: its statements' EXPLAIN (ANALYZE, BUFFERS) goes to bench/plans/. */
  search?: boolean;
  /** Also measured against a gateway on PGlite (--pglite). */
  pglite?: boolean;
}

export interface CallTargets {
  scale: number;
  /** UniqueId of the holder the detail call reads. */
  detailHolder: string;
  /** UniqueId of the holder the write adds addresses to. */
  writeHolder: string;
  /** A proposal Number for the Number filter. */
  proposalNumber: number;
  /** A quote the broker may price (CalculateFinancialData); none without the demo proposals. */
  quote: { uniqueId: string; version: number } | null;
  /** A policy number for the policyNumber filter (issue 15). */
  policyNumber: string;
  /** The kanban pipe filled with BENCH_KANBAN_CARDS cards, and how many. */
  kanban: { pipeId: number; cards: number };
}

const ROWS = 20;
const holders = '/api/PolicyHolder/SearchPolicyHoldersRelatedToCurrentUserLogged';
const insureds = '/api/Insured/SearchInsureds';

/** sign-in, GetUserInfo, the searches with and without filters and deep pages, a detail, a write. */
const proposalSearch = '/api/Proposal/SearchProposals';

/**
 * SearchProposals by each filter of the lists (spec part 2 §2), as the insurer (admin) and as the
 * broker (corretor, Prime), first page of 20, newest first as the portal opens it.
 */
const proposalCalls = ({ proposalNumber, quote }: CallTargets): BenchCall[] => {
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const filters: [string, string][] = [
    ['none', ''],
    [`Number ${proposalNumber}`, `Number=${proposalNumber}&`],
    ['PolicyHolderName ~ cerrado', 'PolicyHolderName=cerrado&'],
    ['StatusId 2', 'StatusId=2&'],
    ['PolicyHolderCpfCnpj ~ 12345', 'PolicyHolderCpfCnpj=12345&'],
    ['InsuredName ~ energia', 'InsuredName=energia&'],
    ['StartDate/EndDate', `StartDate=${day(-30)}&EndDate=${day(400)}&`],
    ['LegalDeadlineWithinDays 5', 'LegalDeadlineWithinDays=5&'],
  ];
  const calls = (['admin', 'corretor'] as const).flatMap((user) =>
    filters.map(([label, query]): BenchCall => ({
      name: `proposals${user === 'corretor' ? ' as broker' : ''}, ${label}`,
      method: 'GET',
      url: `${proposalSearch}?${query}currentPage=1&rowsPerPage=${ROWS}`,
      user,
      search: true,
    })),
  );
  if (quote) {
    calls.push({
      name: 'CalculateFinancialData',
      method: 'POST',
      url: '/api/Proposal/CalculateFinancialData',
      user: 'corretor',
      body: { ProposalUniqueId: quote.uniqueId, Version: quote.version },
    });
  }
  return calls;
};

const policySearch = '/api/Policy/SearchPoliciesRelatedToLoggedUser';

/**
 * SearchPoliciesRelatedToLoggedUser by each filter of the policy list (spec part 2 §2; issue
 * 15), as the insurer (admin) and as the broker (corretor, Prime), first page of 20, newest first.
 */
const policyCalls = ({ policyNumber }: CallTargets): BenchCall[] => {
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const filters: [string, string][] = [
    ['none', ''],
    [`policyNumber ${policyNumber}`, `policyNumber=${policyNumber}&`],
    ['policyNumber ~ 12345', 'policyNumber=12345&'],
    ['policyHolderName ~ cerrado', 'policyHolderName=cerrado&'],
    ['policyHolderDocument ~ 12345', 'policyHolderDocument=12345&'],
    ['insuredName ~ energia', 'insuredName=energia&'],
    ['insuredDocument ~ 12345', 'insuredDocument=12345&'],
    ['statusId 4', 'statusId=4&'],
    ['startDate/endDate', `startDate=${day(-30)}&endDate=${day(400)}&`],
    ['brokerName ~ horizonte', 'brokerName=horizonte&'],
    ['brokerDocument ~ 2716', 'brokerDocument=2716&'],
    ['enableToSteppin', 'enableToSteppin=true&'],
    ['enableToMonitoring', 'enableToMonitoring=true&'],
    ['enableToBigRisk', 'enableToBigRisk=true&'],
  ];
  return (['admin', 'corretor'] as const).flatMap((user) =>
    filters.map(([label, query]): BenchCall => ({
      name: `policies${user === 'corretor' ? ' as broker' : ''}, ${label}`,
      method: 'GET',
      url: `${policySearch}?${query}currentPage=1&rowsPerPage=${ROWS}`,
      user,
      search: true,
    })),
  );
};

export const benchCalls = (targets: CallTargets): BenchCall[] => {
  const { scale, detailHolder, writeHolder } = targets;
  // The middle of the list: OFFSET skips half of the rows.
  const deepPage = Math.max(1, Math.floor(scale / ROWS / 2));
  return [
    {
      name: 'sign-in (GetToken)',
      method: 'POST',
      url: '/api/Security/GetToken',
      body: { grant_type: 'password', username: 'admin', password: DEMO_PASSWORD },
    },
    {
      name: 'GetUserInfo',
      method: 'GET',
      url: '/api/Security/GetUserInfo',
      user: 'admin',
      pglite: true,
    },
    {
      name: 'holders, page 1',
      method: 'GET',
      url: `${holders}?currentPage=1&rowsPerPage=${ROWS}`,
      user: 'admin',
      search: true,
      pglite: true,
    },
    {
      name: 'holders, name ~ constru',
      method: 'GET',
      url: `${holders}?policyHolderName=constru&currentPage=1&rowsPerPage=${ROWS}`,
      user: 'admin',
      search: true,
      pglite: true,
    },
    {
      name: 'holders, document ~ 12345',
      method: 'GET',
      url: `${holders}?policyHolderDocument=12345&currentPage=1&rowsPerPage=${ROWS}`,
      user: 'admin',
      search: true,
    },
    {
      name: `holders, page ${deepPage}`,
      method: 'GET',
      url: `${holders}?currentPage=${deepPage}&rowsPerPage=${ROWS}`,
      user: 'admin',
      search: true,
    },
    {
      name: 'holders as broker, page 1',
      method: 'GET',
      url: `${holders}?currentPage=1&rowsPerPage=${ROWS}`,
      user: 'corretor',
      search: true,
    },
    {
      name: 'insured, page 1',
      method: 'GET',
      url: `${insureds}?currentPage=1&rowsPerPage=${ROWS}`,
      user: 'admin',
      search: true,
    },
    {
      name: 'insured, name ~ energia',
      method: 'GET',
      url: `${insureds}?InsuredName=energia&currentPage=1&rowsPerPage=${ROWS}`,
      user: 'admin',
      search: true,
    },
    {
      name: `insured, page ${deepPage}`,
      method: 'GET',
      url: `${insureds}?currentPage=${deepPage}&rowsPerPage=${ROWS}`,
      user: 'admin',
      search: true,
    },
    {
      name: 'brokers ~ corretora',
      method: 'GET',
      url: '/api/Broker/GetSearchBrokers?searchValue=corretora',
      user: 'admin',
      search: true,
    },
    {
      name: 'holder detail',
      method: 'GET',
      url: `/api/PolicyHolder/GetPolicyHolder?UniqueId=${detailHolder}`,
      user: 'admin',
      pglite: true,
    },
    {
      name: 'write: add holder address',
      method: 'POST',
      url: '/api/PolicyHolder/SavePolicyHolderLocation',
      user: 'admin',
      body: {
        PolicyHolderUniqueId: writeHolder,
        ZipCode: '01310100',
        AddressName: 'Avenida Paulista',
        Number: '1000',
        Complement: 'Sala 1',
        Neighborhood: 'Bela Vista',
        StateProvinceId: 35,
        CityId: 3550308,
        IsMain: false,
      },
    },
    ...proposalCalls(targets),
    ...policyCalls(targets),
    {
      // opening a board: every step with its first page of cards and its count (issue 14)
      name: `kanban board, ${targets.kanban.cards} cards`,
      method: 'GET',
      url: `/kanban-api/api/kanban/v1.0/pipes/${targets.kanban.pipeId}/steps/filter`,
      user: 'admin',
      search: true,
    },
  ];
};

/**
 * What a browser accepts (the portal's fetch sends it): answers over the gateway's threshold are
 * compressed (server/http/compression.ts), and that cost is part of each call. BENCH_ACCEPT_ENCODING
 * sets another value; empty measures uncompressed answers.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

/** The headers the portal sends with a call. */
export const callHeaders = (call: BenchCall, tokens: Record<BenchUser, string>) => ({
  companyKey: DEMO_COMPANY_KEY,
  ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
  ...(call.body ? { 'content-type': 'application/json' } : {}),
  ...(call.user ? { authorization: `Bearer ${tokens[call.user]}` } : {}),
});

/** Only the calls named in BENCH_CALLS (comma-separated parts of names), when it is set. */
export const selectCalls = (calls: BenchCall[], filter: string | undefined) => {
  const wanted = filter
    ?.split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (!wanted?.length) return calls;
  return calls.filter((call) => wanted.some((part) => call.name.toLowerCase().includes(part)));
};
