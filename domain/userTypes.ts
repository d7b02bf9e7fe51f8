/** User types of the spec (part 1 §6). */
export const UserType = {
  INSURANCE: 1,
  BROKER: 2,
  POLICY_HOLDER: 3,
  OTHER: 4,
  AGENT: 5,
  ADVISOR: 6,
} as const;
export type UserTypeId = (typeof UserType)[keyof typeof UserType];

export const userTypeLabels: Record<UserTypeId, string> = {
  1: 'Seguradora',
  2: 'Corretor',
  3: 'Tomador',
  4: 'Outro',
  5: 'Agente',
  6: 'Assessor',
};

/** The profile name that identifies a risk advisor. */
export const ADVISOR_PROFILE_NAME = 'RiskAdviser';

export const isBroker = (type: number) => type === UserType.BROKER || type === UserType.AGENT;
export const isInsuranceStaff = (type: number) =>
  type === UserType.INSURANCE || type === UserType.ADVISOR;
export const isAdvisor = (user: { UserTypeId: number; ProfileName?: string | null }) =>
  user.UserTypeId === UserType.ADVISOR || user.ProfileName === ADVISOR_PROFILE_NAME;
