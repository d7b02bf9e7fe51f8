import { toDecimal } from './decimalValue';

/**
 * The insurer's SUSEP branches (ramos) and the modality groups inside them, and the tenant-wide
 * premium limit (the highest premium a proposal may carry, in % of its insured amount).
 */

export const MAX_BRANCH_NAME_LENGTH = 100;
export const MAX_GROUP_NAME_LENGTH = 100;

export const branchGroupLabels = {
  Code: 'Código SUSEP',
  Name: 'Nome',
  IsPrivate: 'Setor privado',
  IsActive: 'Ativo',
  Percentage: 'Prêmio máximo (% da IS)',
} as const;
type Field = keyof typeof branchGroupLabels;

const label = (field: Field) => `${branchGroupLabels[field]} (${field})`;
const readText = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';

const readName = (value: unknown, max: number, what: string, problems: string[]) => {
  const name = readText(value);
  if (name.length < 2) problems.push(`${label('Name')}: informe o nome ${what}.`);
  else if (name.length > max) problems.push(`${label('Name')}: use no máximo ${max} caracteres.`);
  return name;
};

export interface BranchFields {
  Code: string;
  Name: string;
  IsPrivate: boolean;
}

/** A new branch: SUSEP code of exactly four digits, a name and its sector. */
export const validateBranch = (input: {
  Code?: unknown;
  Name?: unknown;
  IsPrivate?: unknown;
}): { values: BranchFields; problems: string[] } => {
  const problems: string[] = [];
  const code = readText(input.Code);
  if (!/^\d{4}$/.test(code)) {
    problems.push(`${label('Code')}: informe os 4 dígitos do ramo SUSEP (ex.: 0775).`);
  }
  const name = readName(input.Name, MAX_BRANCH_NAME_LENGTH, 'do ramo', problems);
  if (typeof input.IsPrivate !== 'boolean') {
    problems.push(
      `${label('IsPrivate')}: diga se o ramo é do setor privado (true) ou público (false).`,
    );
  }
  return { values: { Code: code, Name: name, IsPrivate: input.IsPrivate === true }, problems };
};

export const validateBranchName = (value: unknown) => {
  const problems: string[] = [];
  return { value: readName(value, MAX_BRANCH_NAME_LENGTH, 'do ramo', problems), problems };
};

export const validateGroupName = (value: unknown) => {
  const problems: string[] = [];
  return { value: readName(value, MAX_GROUP_NAME_LENGTH, 'do grupo', problems), problems };
};

/** 0 < p ≤ 100 with up to 4 decimals; answered as the column stores it ("12.5000"). */
export const validatePremiumPercentage = (value: unknown) => {
  const problems: string[] = [];
  const amount = typeof value === 'number' || typeof value === 'string' ? toDecimal(value) : null;
  if (
    !amount ||
    !amount.isPositive() ||
    amount.isZero() ||
    amount.gt(100) ||
    amount.decimalPlaces() > 4
  ) {
    problems.push(
      `${label('Percentage')}: informe um percentual maior que 0 e até 100, com até 4 casas.`,
    );
    return { value: null, problems };
  }
  return { value: amount.toFixed(4), problems };
};

/** "12.5000" → "12,5%" for the history and the screen. */
export const percentText = (value: string | null | undefined) => {
  const amount = toDecimal(value ?? null);
  return amount ? `${amount.toDecimalPlaces(4).toString().replace('.', ',')}%` : null;
};

/**
 * The shapes of the branch, group and premium-limit calls are the contract in
 * ./contracts/branchGroups (the gateway's route schemas come from the same zod objects):
 * ParameterisationBranch (a branch with its Version and groups), PremiumLimitParameter (Version 0
 * while the tenant uses the default), BranchGroupHistoryRow and the bodies the portal sends.
 */
export type {
  BranchGroupHistoryRow,
  InsertBranchInput,
  InsertGroupInput,
  ParameterisationBranch,
  ParameterisationGroup,
  PremiumLimitInput,
  PremiumLimitParameter,
  UpdateBranchInput,
  UpdateGroupInput,
} from './contracts/branchGroups';

/** What a row of the branch and group history is about, in pt-BR. */
export const branchGroupEntityLabels: Record<string, string> = {
  CompanyBranch: 'Ramo',
  ModalityGroup: 'Grupo',
  PremiumLimit: 'Prêmio máximo',
};

/** A history value as the screen shows it: Sim/Não, "12,5%", or the text. */
export const branchGroupValueText = (field: string, value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field === 'Percentage') return percentText(String(value));
  return String(value);
};
