/** Whose documents a panel shows (contract of issue 4: one panel for every party). */
export type RequestDocumentOwner =
  | { kind: 'policy_holder'; uniqueId: string }
  | { kind: 'policy_holder_limit'; uniqueId: string }
  | { kind: 'insured'; uniqueId: string }
  | { kind: 'broker'; brokerId: number }
  | { kind: 'own_broker' }
  | { kind: 'insurer' }
  | { kind: 'proposal'; uniqueId: string };

/** The calls on an owner's documents besides reading them. */
export type RequestDocumentCall =
  'create' | 'upload' | 'rename' | 'remove' | 'restore' | 'archives' | 'send' | 'review';

const holderCalls = [
  'create',
  'upload',
  'rename',
  'remove',
  'restore',
  'send',
  'review',
] as const satisfies readonly RequestDocumentCall[];

/**
 * The calls the gateway has for each owner kind (the spec's routes): the panel offers no action
 * without one. requestDocumentsApi implements exactly these (a test holds them together).
 */
export const requestDocumentCalls: Record<
  RequestDocumentOwner['kind'],
  readonly RequestDocumentCall[]
> = {
  policy_holder: holderCalls,
  policy_holder_limit: holderCalls,
  insured: ['create', 'upload', 'rename', 'remove', 'restore', 'review'],
  broker: ['create', 'upload', 'archives', 'remove', 'review'],
  own_broker: ['upload', 'archives', 'send'],
  insurer: ['create', 'upload', 'rename', 'remove', 'restore'],
  proposal: ['create', 'upload', 'rename', 'remove', 'restore', 'review'],
};

export const hasRequestDocumentCall = (owner: RequestDocumentOwner, call: RequestDocumentCall) =>
  requestDocumentCalls[owner.kind].includes(call);

/** A stable key of an owner for react-query. */
export const ownerKey = (owner: RequestDocumentOwner) =>
  owner.kind === 'broker'
    ? `broker:${owner.brokerId}`
    : 'uniqueId' in owner
      ? `${owner.kind}:${owner.uniqueId}`
      : owner.kind;
