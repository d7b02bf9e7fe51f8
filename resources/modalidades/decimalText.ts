import { formatNumberPtBR } from '../../domain/format';

/** "1,25" (as typed in pt-BR) → "1.25"; thousands dots dropped; empty → null. */
export const decimalFromText = (text: string): string | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return trimmed.replace(/\./g, '').replace(',', '.');
};

/** "1.2500" → "1,25": a stored decimal as the user edits it. */
export const textFromDecimal = (value: string | null | undefined): string =>
  value ? formatNumberPtBR(value, { maxFractionDigits: 4 }).replace(/\./g, '') : '';

/** Keeps what a pt-BR decimal may hold while typing: digits and one comma. */
export const cleanDecimalTyping = (text: string): string => {
  const kept = text.replace(/[^\d,]/g, '');
  const comma = kept.indexOf(',');
  return comma < 0 ? kept : `${kept.slice(0, comma + 1)}${kept.slice(comma + 1).replace(/,/g, '')}`;
};

/** "1.2000" → "1,2 %": a rate keeps its meaningful decimals (formatPercent rounds to units). */
export const formatRate = (value: string | null | undefined): string =>
  value ? `${formatNumberPtBR(value, { maxFractionDigits: 4 })} %` : '—';
