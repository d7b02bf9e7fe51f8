import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Database } from '../../db/client';
import { identityProviders } from '../../db/schema';

export type IdentityProvider = typeof identityProviders.$inferSelect;

export const findProviderBySlug = async (db: Database, slug: string) => {
  const [provider] = await db
    .select()
    .from(identityProviders)
    .where(
      and(
        eq(identityProviders.slug, slug.trim().toLowerCase()),
        eq(identityProviders.enabled, true),
      ),
    )
    .limit(1);
  return provider;
};

export const findProviderById = async (db: Database, id: number) => {
  const [provider] = await db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.id, id), eq(identityProviders.enabled, true)))
    .limit(1);
  return provider;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http is accepted only for a provider on this machine (development and tests). */
const isLoopback = (issuer: URL) =>
  issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);

const DISCOVERY_TTL_MS = 10 * 60_000;
const REQUEST_TIMEOUT_SECONDS = 10;
const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

/**
 * The openid-client configuration of a provider from its discovery document, cached for ten
 * minutes per provider row (a failed discovery is not cached). A client secret authenticates
 * with client_secret_post; without one the client is public and PKCE alone protects the code.
 */
export const clientConfigOf = (provider: IdentityProvider): Promise<oidc.Configuration> => {
  const key = [provider.id, provider.issuer, provider.clientId, provider.clientSecret ?? ''].join(
    '|',
  );
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const issuer = new URL(provider.issuer);
  const config = oidc.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret ?? undefined,
    provider.clientSecret ? oidc.ClientSecretPost(provider.clientSecret) : oidc.None(),
    {
      timeout: REQUEST_TIMEOUT_SECONDS,
      execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
    },
  );
  discovered.set(key, { at: Date.now(), config });
  config.catch(() => {
    if (discovered.get(key)?.config === config) discovered.delete(key);
  });
  return config;
};
