/**
 * The password policy of every account flow (first access, recovery, forced change), checked
 * live by the portal and again by the gateway.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_REQUIRED_MESSAGE = 'Informe a nova senha.';
export const PASSWORD_CONFIRMATION_REQUIRED_MESSAGE = 'Confirme a nova senha.';
export const PASSWORD_MISMATCH_MESSAGE = 'A confirmação não confere com a nova senha.';

export type PasswordRuleId = 'length' | 'upper' | 'lower' | 'digit' | 'special' | 'login';

export interface PasswordRule {
  id: PasswordRuleId;
  /** pt-BR, as shown under the field and answered by the gateway. */
  message: string;
  isMet(password: string, login?: string | null): boolean;
}

/** A login this short is not looked for inside the password (too many false alarms). */
const MIN_LOGIN_TO_CHECK = 3;

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    isMet: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'upper',
    message: 'A senha deve ter pelo menos uma letra maiúscula.',
    isMet: (password) => /\p{Lu}/u.test(password),
  },
  {
    id: 'lower',
    message: 'A senha deve ter pelo menos uma letra minúscula.',
    isMet: (password) => /\p{Ll}/u.test(password),
  },
  {
    id: 'digit',
    message: 'A senha deve ter pelo menos um número.',
    isMet: (password) => /\p{Nd}/u.test(password),
  },
  {
    id: 'special',
    message: 'A senha deve ter pelo menos um caractere especial (por exemplo ! @ # $ %).',
    isMet: (password) => /[^\p{L}\p{N}\s]/u.test(password),
  },
  {
    id: 'login',
    message: 'A senha não pode conter o nome de usuário.',
    isMet: (password, login) => {
      const name = (login ?? '').trim().toLowerCase();
      return name.length < MIN_LOGIN_TO_CHECK || !password.toLowerCase().includes(name);
    },
  },
];

const TOO_LONG_MESSAGE = `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;

/** Every rule the password breaks, as pt-BR messages; empty when it is acceptable. */
export const passwordProblems = (password: string, login?: string | null): string[] => {
  const problems = passwordRules
    .filter((rule) => !rule.isMet(password, login))
    .map((rule) => rule.message);
  if ([...password].length > PASSWORD_MAX_LENGTH) problems.push(TOO_LONG_MESSAGE);
  return problems;
};

/** Policy plus confirmation: what ChangeUserInfoPassword checks before touching the account. */
export const passwordChangeProblems = (
  password: string | null | undefined,
  confirmation: string | null | undefined,
  login?: string | null,
): string[] => {
  if (!password) return [PASSWORD_REQUIRED_MESSAGE];
  const problems = passwordProblems(password, login);
  if (!confirmation) problems.push(PASSWORD_CONFIRMATION_REQUIRED_MESSAGE);
  else if (confirmation !== password) problems.push(PASSWORD_MISMATCH_MESSAGE);
  return problems;
};
