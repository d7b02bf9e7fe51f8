import { and, eq, isNull, sql } from 'drizzle-orm';
import type { GatewayContext } from '../../context';
import type { Database } from '../../db/client';
import { companies, persons, refreshTokens, users } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../http/errors';
import { sendMail, type SendMailOptions } from '../mail/service';
import { issueUserToken } from './userTokens';

/** Lifetime of a password-recovery link. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const recipientOf = async (db: Database, companyId: number, userId: number) => {
  const [row] = await db
    .select({
      login: users.login,
      name: persons.name,
      email: persons.email,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(persons, eq(persons.id, users.personId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new NotFoundError('Usuário não encontrado.');
  if (!row.email) throw new ValidationError('O usuário não tem e-mail cadastrado.');
  return { ...row, email: row.email };
};

const hoursText = (minutes: number) => {
  if (minutes % 60 !== 0) return `${minutes} minutos`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hora' : `${hours} horas`;
};

interface LinkMail {
  greetingName: string;
  companyName: string;
  login: string;
  intro: string;
  action: string;
  link: string;
  validity: string;
  closing: string;
}

const composeLinkMail = (mail: LinkMail) => {
  const text = [
    `Olá, ${mail.greetingName}.`,
    '',
    mail.intro,
    `Seu usuário: ${mail.login}`,
    '',
    `${mail.action}:`,
    mail.link,
    '',
    `O link vale por ${mail.validity} e só pode ser usado uma vez.`,
    mail.closing,
    '',
    mail.companyName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="font-family: Arial, sans-serif; color: #333;">
<p>Olá, ${escapeHtml(mail.greetingName)}.</p>
<p>${escapeHtml(mail.intro)}<br>Seu usuário: <strong>${escapeHtml(mail.login)}</strong></p>
<p><a href="${escapeHtml(mail.link)}" style="display: inline-block; padding: 10px 18px; background: #0e65a5; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(mail.action)}</a></p>
<p style="font-size: 13px;">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(mail.link)}</p>
<p style="font-size: 13px;">O link vale por ${escapeHtml(mail.validity)} e só pode ser usado uma vez. ${escapeHtml(mail.closing)}</p>
<p>${escapeHtml(mail.companyName)}</p>
</body></html>`;
  return { text, html };
};

export interface FirstAccessInvite {
  companyId: number;
  userId: number;
  /** Null when the user registered itself (broker self-registration). */
  invitedByUserId?: number | null;
}

/**
 * Issues a first-access token (FIRST_ACCESS_TTL_HOURS, 72 h by default) and e-mails the link
 * `${PUBLIC_URL}/primeiro-acesso/<token>` to the user's person e-mail.
 */
export const sendFirstAccessInvite = async (
  context: GatewayContext,
  invite: FirstAccessInvite,
  options: SendMailOptions = {},
) => {
  const recipient = await recipientOf(context.db, invite.companyId, invite.userId);
  const ttlMinutes = context.config.firstAccessTtlHours * 60;
  const token = await issueUserToken(context.db, {
    companyId: invite.companyId,
    userId: invite.userId,
    purpose: 'first_access',
    ttlMinutes,
    createdByUserId: invite.invitedByUserId ?? null,
  });
  const link = `${context.config.publicUrl}/primeiro-acesso/${token}`;
  const { text, html } = composeLinkMail({
    greetingName: recipient.name,
    companyName: recipient.companyName,
    login: recipient.login,
    intro: `Seu acesso ao portal ${recipient.companyName} foi criado.`,
    action: 'Criar minha senha',
    link,
    validity: hoursText(ttlMinutes),
    closing: 'Se você não esperava este e-mail, ignore-o.',
  });
  const mail = await sendMail(
    context,
    {
      companyId: invite.companyId,
      to: recipient.email,
      subject: `${recipient.companyName}: crie sua senha de acesso`,
      text,
      html,
    },
    options,
  );
  return { mailId: mail.id, status: mail.status, delivered: mail.delivered };
};

export interface PasswordResetLink {
  companyId: number;
  userId: number;
  /** The administrator who forced the change; null when the user asked for it. */
  requestedByUserId?: number | null;
  ttlMinutes?: number;
}

/**
 * Issues a password_reset token (60 min by default) and e-mails
 * `${PUBLIC_URL}/alterar-senha/<token>` (password recovery, ForceChangeUserInfoPassword).
 */
export const sendPasswordResetLink = async (
  context: GatewayContext,
  request: PasswordResetLink,
  options: SendMailOptions = {},
) => {
  const recipient = await recipientOf(context.db, request.companyId, request.userId);
  const ttlMinutes = request.ttlMinutes ?? PASSWORD_RESET_TTL_MINUTES;
  const token = await issueUserToken(context.db, {
    companyId: request.companyId,
    userId: request.userId,
    purpose: 'password_reset',
    ttlMinutes,
    createdByUserId: request.requestedByUserId ?? null,
  });
  const link = `${context.config.publicUrl}/alterar-senha/${token}`;
  const forced = Boolean(request.requestedByUserId);
  const { text, html } = composeLinkMail({
    greetingName: recipient.name,
    companyName: recipient.companyName,
    login: recipient.login,
    intro: forced
      ? `O administrador do portal ${recipient.companyName} pediu que você defina uma nova senha.`
      : `O portal ${recipient.companyName} recebeu um pedido para redefinir a sua senha.`,
    action: 'Definir nova senha',
    link,
    validity: hoursText(ttlMinutes),
    closing: forced
      ? 'Em caso de dúvida, contate o administrador.'
      : 'Se você não pediu a troca, ignore este e-mail: sua senha continua a mesma.',
  });
  const mail = await sendMail(
    context,
    {
      companyId: request.companyId,
      to: recipient.email,
      subject: `${recipient.companyName}: redefinição de senha`,
      text,
      html,
    },
    options,
  );
  return { mailId: mail.id, status: mail.status, delivered: mail.delivered };
};

/** Ends every session of the user (after a password change): all refresh tokens revoked. */
export const revokeAllSessions = (db: Database, userId: number) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
