import type { GeneralConditionStatus } from './contracts/generalConditions';

/**
 * General conditions (condições gerais) of the insurer, one sequence of versions per sector:
 * público (ramo SUSEP 0775) and privado (0776). A version is never edited: publishing writes a
 * new one, and the one in force for a sector is the latest whose effective-from date has come.
 * Dates are ISO days (`2026-03-01`), compared as text.
 */

export const GENERAL_CONDITION_SECTORS = ['PUBLIC', 'PRIVATE'] as const;
export type GeneralConditionSector = (typeof GENERAL_CONDITION_SECTORS)[number];

export const sectorBranchCode: Record<GeneralConditionSector, string> = {
  PUBLIC: '0775',
  PRIVATE: '0776',
};
export const sectorName: Record<GeneralConditionSector, string> = {
  PUBLIC: 'Setor público',
  PRIVATE: 'Setor privado',
};

export const MAX_TITLE_LENGTH = 200;
export const MAX_HTML_LENGTH = 500_000;
/** SUSEP process number as SUSEP writes it: 15414.900123/2019-45. */
export const SUSEP_PROCESS_PATTERN = /^\d{5}\.\d{6}\/\d{4}-\d{2}$/;

/**
 * The shapes of the general-conditions calls are the contract in ./contracts/generalConditions
 * (the gateway's route schemas come from the same zod objects): GeneralConditionVersionAnswer,
 * GeneralConditionsAnswer (the versions in force, at most one per sector),
 * GeneralConditionSectorAnswer (every version of a sector, newest first; LatestNumber, 0 when
 * none, is the Version a publication sends), GeneralConditionHistoryRow and the publication's body.
 */
export type {
  GeneralConditionHistoryRow,
  GeneralConditionSectorAnswer,
  GeneralConditionStatus,
  GeneralConditionsAnswer,
  GeneralConditionVersionAnswer,
  PublishGeneralConditionInput,
  SectorQuery,
} from './contracts/generalConditions';
export const generalConditionLabels = {
  Sector: 'Setor',
  Title: 'Título',
  SusepProcessNumber: 'Processo SUSEP',
  EffectiveFrom: 'Início de vigência',
  Html: 'Texto',
  Number: 'Versão',
} as const;

export interface GeneralConditionFields {
  Sector: GeneralConditionSector;
  Title: string;
  SusepProcessNumber: string;
  EffectiveFrom: string;
  Html: string;
}
export type GeneralConditionInput = { [K in keyof GeneralConditionFields]?: unknown };

/** The parts a version is ordered by (newest last). */
export interface VersionKey {
  Number: number;
  EffectiveFrom: string;
}

const label = (field: keyof typeof generalConditionLabels) =>
  `${generalConditionLabels[field]} (${field})`;
const readText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const isSector = (value: unknown): value is GeneralConditionSector =>
  GENERAL_CONDITION_SECTORS.includes(value as GeneralConditionSector);

/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The text a person reads: tags removed, entities as one character, blanks collapsed. */
export const plainTextOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** "15414900123201945" or the masked form → the masked form, else null. */
export const normaliseSusepProcess = (value: string) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 17 || !/^[\d./\-\s]+$/.test(value)) return null;
  const masked = `${digits.slice(0, 5)}.${digits.slice(5, 11)}/${digits.slice(11, 15)}-${digits.slice(15)}`;
  return SUSEP_PROCESS_PATTERN.test(masked) ? masked : null;
};

/**
 * A new version's fields, all checked at once. `latest` is the sector's newest version: a new one
 * may not take effect before it (the sequence stays in date order).
 */
export const validateGeneralCondition = (
  input: GeneralConditionInput,
  latest?: VersionKey | null,
): { values: GeneralConditionFields; problems: string[] } => {
  const problems: string[] = [];
  const sector = readText(input.Sector).toUpperCase();
  if (!isSector(sector)) {
    problems.push(`${label('Sector')}: informe PUBLIC (setor público) ou PRIVATE (setor privado).`);
  }
  const title = readText(input.Title).replace(/\s+/g, ' ');
  if (!title) problems.push(`${label('Title')}: informe o título da versão.`);
  else if (title.length > MAX_TITLE_LENGTH) {
    problems.push(`${label('Title')}: use no máximo ${MAX_TITLE_LENGTH} caracteres.`);
  }
  const process = normaliseSusepProcess(readText(input.SusepProcessNumber));
  if (!process) {
    problems.push(
      `${label('SusepProcessNumber')}: informe o número do processo SUSEP no formato 15414.900123/2019-45.`,
    );
  }
  const effectiveFrom = readText(input.EffectiveFrom).slice(0, 10);
  if (!isIsoDay(effectiveFrom)) {
    problems.push(`${label('EffectiveFrom')}: informe uma data válida (AAAA-MM-DD).`);
  } else if (latest && effectiveFrom < latest.EffectiveFrom) {
    problems.push(
      `${label('EffectiveFrom')}: a nova versão não pode começar antes da versão ${latest.Number} (${formatIsoDay(latest.EffectiveFrom)}).`,
    );
  }
  const html = typeof input.Html === 'string' ? input.Html.trim() : '';
  if (!plainTextOf(html)) problems.push(`${label('Html')}: escreva o texto das condições gerais.`);
  else if (html.length > MAX_HTML_LENGTH) {
    problems.push(`${label('Html')}: o texto passa de ${MAX_HTML_LENGTH} caracteres.`);
  }
  return {
    values: {
      Sector: sector as GeneralConditionSector,
      Title: title,
      SusepProcessNumber: process ?? '',
      EffectiveFrom: effectiveFrom,
      Html: html,
    },
    problems,
  };
};

/** `2026-03-01` → `01/03/2026`. */
export const formatIsoDay = (day: string) => day.split('-').reverse().join('/');

const newer = (a: VersionKey, b: VersionKey) =>
  a.EffectiveFrom === b.EffectiveFrom ? a.Number > b.Number : a.EffectiveFrom > b.EffectiveFrom;

/** The version in force on `today`: the latest already effective (by date, then number). */
export const currentVersion = <T extends VersionKey>(versions: T[], today: string): T | null =>
  versions
    .filter((version) => version.EffectiveFrom <= today)
    .reduce<T | null>((best, version) => (!best || newer(version, best) ? version : best), null);

export const statusOf = (
  version: VersionKey,
  current: VersionKey | null,
  today: string,
): GeneralConditionStatus => {
  if (version.EffectiveFrom > today) return 'SCHEDULED';
  return current && current.Number === version.Number ? 'CURRENT' : 'SUPERSEDED';
};

/** Highest number first. */
export const newestFirst = <T extends VersionKey>(versions: T[]) =>
  [...versions].sort((a, b) => b.Number - a.Number);

/** The history lines of a publication: the version number, then each field that changed. */
export const publicationChanges = (
  previous: (GeneralConditionFields & { Number: number }) | null,
  next: GeneralConditionFields & { Number: number },
) => {
  const fields = ['Title', 'SusepProcessNumber', 'EffectiveFrom'] as const;
  const shown = (field: (typeof fields)[number], value: string) =>
    field === 'EffectiveFrom' ? formatIsoDay(value) : value;
  return [
    { field: 'Number', oldValue: previous?.Number ?? null, newValue: next.Number },
    ...fields
      .filter((field) => previous?.[field] !== next[field])
      .map((field) => ({
        field,
        oldValue: previous ? shown(field, previous[field]) : null,
        newValue: shown(field, next[field]),
      })),
    ...(previous && previous.Html === next.Html
      ? []
      : [
          {
            field: 'Html',
            oldValue: previous ? `${wordCount(previous.Html)} palavras` : null,
            newValue: `${wordCount(next.Html)} palavras`,
          },
        ]),
  ];
};

export const wordCount = (html: string) => {
  const text = plainTextOf(html);
  return text ? text.split(' ').length : 0;
};
