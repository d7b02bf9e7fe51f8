/** Roles of a company's responsible people (spec part 2 §4). */
export const ResponsiblePersonType = {
  Administrator: 1,
  FinancialOfficer: 2,
} as const;
export type ResponsiblePersonTypeId =
  (typeof ResponsiblePersonType)[keyof typeof ResponsiblePersonType];

export const responsiblePersonTypeLabels: Record<ResponsiblePersonTypeId, string> = {
  1: 'Administrador',
  2: 'Responsável Financeiro',
};
