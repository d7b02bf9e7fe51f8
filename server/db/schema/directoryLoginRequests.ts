import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyId, createdAt } from './columns';
import { identityProviders } from './identityProviders';

/**
 * A directory sign-in in progress (/login-entra-ad/:seguradora): what the callback needs to
 * finish it safely. Kept server-side, found by the sha-256 of `state`, single use, 10 minutes.
 */
export const directoryLoginRequests = pgTable(
  'directory_login_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    /** PKCE code verifier; the provider only ever saw its S256 challenge. */
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('directory_login_requests_expires_idx').on(t.expiresAt)],
);
