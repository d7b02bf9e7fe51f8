import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GatewayContext } from '../../context';
import { persons, users } from '../../db/schema';
import { findCompanyByDns, findCompanyByKey } from '../tenants/service';
import { sendPasswordResetLink } from './invitations';

/** The one answer of RequestRecoveryPassword, whether or not the login exists. */
export const RECOVERY_ANSWER =
  'Se o usuário existir, enviaremos um e-mail com as instruções para redefinir a senha.';

/** An e-mail shared by many accounts gets one link per account, up to this many. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

export interface RecoveryRequest {
  login?: string;
  email?: string;
  companyKey?: string;
  host: string;
}

const accountsFor = async ({ db }: GatewayContext, companyId: number, request: RecoveryRequest) => {
  const login = request.login?.trim().toLowerCase();
  const email = request.email?.trim().toLowerCase();
  const match = login
    ? eq(sql`lower(${users.login})`, login)
    : eq(sql`lower(${persons.email})`, email ?? '');
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
        eq(users.isActive, true),
        sql`${persons.email} is not null`,
        match,
      ),
    )
    .limit(MAX_ACCOUNTS_PER_EMAIL);
};

/**
 * RequestRecoveryPassword: e-mails a 60-minute `/alterar-senha/<token>` link to an active
 * account with an e-mail; answers the same neutral message in every case and delivers in the
 * background, so neither the answer nor its timing tells whether the login exists.
 */
export const requestPasswordRecovery = async (
  context: GatewayContext,
  request: RecoveryRequest,
) => {
  const company = request.companyKey
    ? await findCompanyByKey(context.db, request.companyKey)
    : await findCompanyByDns(context.db, request.host);
  if (!company) return RECOVERY_ANSWER;
  for (const account of await accountsFor(context, company.id, request)) {
    await sendPasswordResetLink(
      context,
      { companyId: company.id, userId: account.id },
      { background: true },
    );
  }
  return RECOVERY_ANSWER;
};
