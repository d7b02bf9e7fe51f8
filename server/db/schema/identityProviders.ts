import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyId } from './columns';

/**
 * The OpenID Connect provider a tenant signs its staff in with (/login-entra-ad/:seguradora).
 * `slug` is the :seguradora path segment.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    slug: text('slug').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    clientSecret: text('client_secret'),
    scopes: text('scopes').notNull().default('openid profile email'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('identity_providers_slug_key').on(t.slug)],
);
