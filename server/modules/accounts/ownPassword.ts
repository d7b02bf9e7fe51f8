import { and, eq, isNull } from 'drizzle-orm';
import { passwordChangeProblems } from '../../../domain/passwordPolicy';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../security/passwords';
import { applyNewPassword } from './passwordChange';

export const CURRENT_PASSWORD_WRONG = 'A senha atual está incorreta.';
export const SAME_PASSWORD = 'A nova senha deve ser diferente da senha atual.';

export interface OwnPasswordInput {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * ChangeOwnPassword: the signed-in user (e.g. after an administrator forced a change) replaces
 * its password by proving the current one. Every session ends, this one included.
 */
export const changeOwnPassword = async (
  db: Database,
  caller: { userId: number; companyId: number },
  input: OwnPasswordInput,
) => {
  const [user] = await db
    .select({ login: users.login, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(
        eq(users.id, caller.userId),
        eq(users.companyId, caller.companyId),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!user) throw new NotFoundError('Usuário não encontrado.');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ValidationError(CURRENT_PASSWORD_WRONG);
  }
  const problems = passwordChangeProblems(input.password, input.confirmPassword, user.login);
  if (problems.length === 0 && input.password === input.currentPassword)
    problems.push(SAME_PASSWORD);
  if (problems.length > 0) throw new ValidationError(problems);
  const passwordHash = await hashPassword(input.password);
  await db.transaction((tx) =>
    applyNewPassword(tx, caller, passwordHash, 'Senha trocada pelo próprio usuário'),
  );
  return true;
};
