/** Endorsement types (spec part 2 §4); the neutral one has no id in the spec, 3 is ours. */
export const EndorsementType = {
  Cancelamento: 1,
  Alteracao: 2,
  Neutro: 3,
} as const;
export type EndorsementTypeId = (typeof EndorsementType)[keyof typeof EndorsementType];

export const endorsementTypeLabels: Record<EndorsementTypeId, string> = {
  1: 'Cancelamento',
  2: 'Alteração',
  3: 'Neutro',
};

/** The path segment of each endorsement wizard: /propostas/endosso/{slug}/… */
export const endorsementTypeSlugs: Record<EndorsementTypeId, string> = {
  1: 'cancelamento',
  2: 'alteracao',
  3: 'neutro',
};

export const endorsementTypeBySlug = (slug: string): EndorsementTypeId | null => {
  const entry = Object.entries(endorsementTypeSlugs).find(([, s]) => s === slug.toLowerCase());
  return entry ? (Number(entry[0]) as EndorsementTypeId) : null;
};

/** Endorsement type ids whose dates get special handling (spec part 2 §9). */
export const ENDORSEMENT_TYPES_WITH_SPECIAL_DATES: readonly number[] = [1, 5, 6, 9];

export const hasSpecialEndorsementDates = (typeId: number) =>
  ENDORSEMENT_TYPES_WITH_SPECIAL_DATES.includes(typeId);
