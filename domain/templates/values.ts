import { differenceInCalendarDays } from 'date-fns';
import Decimal from 'decimal.js';
import { formatCep } from '../cepRanges';
import { maskDocument } from '../cpfCnpj';
import { type DecimalInput, toDecimal } from '../decimalValue';
import { type DateInput, amountInWords, formatBRL, formatDate, toDate } from '../format';
import { richTextToPlain } from './html';
import type {
  TemplateEndorsement,
  TemplateLocation,
  TemplateParty,
  TemplateProposal,
  TemplateValue,
} from './types';

/** How each tag's value is written; null means "no value", so the tag shows as missing. */

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const dateValue = (value: DateInput): string | null => text(formatDate(value));
export const moneyValue = (value: DecimalInput): string | null => text(formatBRL(value));
export const moneyInWords = (value: DecimalInput): string | null => text(amountInWords(value));

/** Days as a whole number; read from the dates when the day count itself is absent. */
export const daysValue = (
  days: DecimalInput,
  start?: DateInput,
  end?: DateInput,
): Decimal | null => {
  const count = toDecimal(days);
  if (count) return count.toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const from = toDate(start);
  const to = toDate(end);
  return from && to ? new Decimal(differenceInCalendarDays(to, from)) : null;
};

export const baseDays = (proposal: TemplateProposal | null | undefined) =>
  proposal ? daysValue(proposal.DeadlineDays, proposal.StartDate, proposal.EndDate) : null;

export const complementaryDays = (proposal: TemplateProposal | null | undefined) =>
  proposal
    ? daysValue(
        proposal.ComplementaryDeadlineDays,
        proposal.ComplementaryStartDate,
        proposal.ComplementaryEndDate,
      )
    : null;

/** Term values (objects, particular clauses) one per line, rich text read as plain text. */
export const listValue = (items: readonly TemplateValue[] | null | undefined): string | null =>
  text(
    (items ?? [])
      .map((item) => richTextToPlain(item.Value ?? '').trim())
      .filter(Boolean)
      .join('\n'),
  );

/** The main location (IsMain) of a list; the first one when none is marked main. */
export const mainLocation = (locations: readonly TemplateLocation[] | null | undefined) =>
  locations?.find((location) => location.IsMain) ?? locations?.[0] ?? null;

/** The address a document uses for a party: the one chosen for it, else its main location. */
export const partyLocation = (party: TemplateParty | null | undefined): TemplateLocation | null =>
  party
    ? (party.Location ??
      party.Endereco ??
      mainLocation(party.Locations) ??
      party.MainLocation ??
      null)
    : null;

/** The insured's address: the proposal's InsuredLocation wins over the insured's own addresses. */
export const insuredLocation = (proposal: TemplateProposal | null | undefined) =>
  proposal ? (proposal.InsuredLocation ?? partyLocation(proposal.Insured)) : null;

export const partyName = (party: TemplateParty | null | undefined) =>
  text(party?.Name) ?? text(party?.Nome);

export const documentValue = (document: string | null | undefined) =>
  text(document) ? maskDocument(document) : null;

export const street = (location: TemplateLocation | null) =>
  text(location?.AddressName) ?? text(location?.Address);
export const cityName = (location: TemplateLocation | null) =>
  text(location?.City?.Name) ?? text(location?.CityName);
export const stateName = (location: TemplateLocation | null) =>
  text(location?.StateProvince?.Name) ?? text(location?.StateName);
export const zipValue = (location: TemplateLocation | null) => {
  const zip = text(location?.ZipCode);
  return zip ? formatCep(zip) : null;
};

/**
 * "Avenida Paulista, 1000 - 12º andar, Bela Vista, São Paulo - São Paulo, CEP 01311-000": the
 * parts that are present, in that order. Null when neither street nor city is known.
 */
export const addressValue = (location: TemplateLocation | null): string | null => {
  if (!location || (!street(location) && !cityName(location))) return null;
  const complement = text(location.Complement);
  const streetLine = [street(location), text(location.Number)].filter(Boolean).join(', ');
  const place = [cityName(location), stateName(location)].filter(Boolean).join(' - ');
  const zip = zipValue(location);
  return [
    complement && streetLine ? `${streetLine} - ${complement}` : streetLine || complement,
    text(location.Neighborhood),
    place,
    zip && `CEP ${zip}`,
  ]
    .filter(Boolean)
    .join(', ');
};

const objectJson = (value: TemplateProposal['ObjectJSON']): Record<string, unknown> => {
  if (!value) return {};
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const jsonDate = (json: Record<string, unknown>, key: string): DateInput => {
  const value = json[key];
  return typeof value === 'string' && toDate(value) ? value : null;
};

/**
 * The validity an endorsement's texts show (spec part 2 §4): a cancellation (type 1) keeps the
 * policy's own dates; any other type takes INI_VIGENCIA / FIM_VIGENCIA from the endorsement's
 * JSON object, each falling back to the policy's date when absent.
 */
export const endorsementDates = (
  endorsement: TemplateEndorsement,
  policy: TemplateProposal | null | undefined,
): { start: DateInput; end: DateInput } => {
  if (endorsement.EndorsementTypeId === 1) {
    return { start: policy?.StartDate, end: policy?.EndDate };
  }
  const json = objectJson(endorsement.ObjectJSON);
  return {
    start: jsonDate(json, 'INI_VIGENCIA') ?? policy?.StartDate,
    end: jsonDate(json, 'FIM_VIGENCIA') ?? policy?.EndDate,
  };
};
