/**
 * The risk data of a proposal (issue 13): what the automatic engines and the analysts approve.
 * Approval keeps a snapshot of it (server/engines/proposalEngines.ts riskSnapshotOf); a later
 * change to any of it is a risk change, which sends the proposal back to analysis
 * (domain/proposalTransitions 'riskChange') and which GetProposalRiskChange shows field by field
 * and ResetProposalRiskChange undoes.
 */

/** How a field's value is shown: the name of what an id names, a date, days, money, a list. */
export type RiskFieldKind =
  | 'holder'
  | 'branch'
  | 'insured'
  | 'location'
  | 'modality'
  | 'date'
  | 'days'
  | 'money'
  | 'coverages';

/** The snapshot's keys (the proposal's field names, spec part 2 §3), in the screens' order. */
export const riskFields = [
  { key: 'PolicyHolderId', label: 'Tomador', kind: 'holder' },
  { key: 'PolicyHolderBranchId', label: 'Filial do tomador', kind: 'branch' },
  { key: 'InsuredId', label: 'Segurado', kind: 'insured' },
  { key: 'InsuredLocationId', label: 'Endereço do segurado', kind: 'location' },
  { key: 'ModalityId', label: 'Modalidade', kind: 'modality' },
  { key: 'StartDate', label: 'Início de vigência', kind: 'date' },
  { key: 'EndDate', label: 'Fim de vigência', kind: 'date' },
  { key: 'DeadlineDays', label: 'Prazo em dias', kind: 'days' },
  { key: 'InsuredAmountValue', label: 'Importância segurada', kind: 'money' },
  { key: 'ComplementaryModalityId', label: 'Modalidade complementar', kind: 'modality' },
  { key: 'ComplementaryStartDate', label: 'Início de vigência complementar', kind: 'date' },
  { key: 'ComplementaryEndDate', label: 'Fim de vigência complementar', kind: 'date' },
  { key: 'ComplementaryDeadlineDays', label: 'Prazo em dias complementar', kind: 'days' },
  {
    key: 'ComplementaryInsuredAmountValue',
    label: 'Importância segurada complementar',
    kind: 'money',
  },
  { key: 'AdditionalCoverageIds', label: 'Coberturas adicionais', kind: 'coverages' },
] as const satisfies readonly { key: string; label: string; kind: RiskFieldKind }[];

export type RiskFieldKey = (typeof riskFields)[number]['key'];
export type RiskSnapshot = Partial<Record<RiskFieldKey, unknown>>;

/** Lists compare as sets; absent and null are the same "nothing". */
const comparable = (value: unknown) => {
  if (value === undefined || value === null || value === '') return 'null';
  if (Array.isArray(value)) return JSON.stringify([...value].sort());
  return JSON.stringify(value);
};

/**
 * The risk fields whose current value differs from the approved one. Only the keys the snapshot
 * holds count, so a snapshot written before a field joined the list never reports it.
 */
export const changedRiskFields = (approved: RiskSnapshot, current: RiskSnapshot) =>
  riskFields.filter(
    (field) =>
      field.key in approved && comparable(approved[field.key]) !== comparable(current[field.key]),
  );

/** The timeline note and pending-analysis reason of a risk change: the fields that changed. */
export const riskChangeReason = (labels: readonly string[]) =>
  `Alteração de risco após a aprovação: ${labels.join(', ')}. A proposta voltou para análise.`;

export const RISK_CHANGE_UNDONE =
  'Alteração de risco desfeita: a proposta voltou aos dados aprovados e à aprovação anterior.';
