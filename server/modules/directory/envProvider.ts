import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityProviders } from '../../db/schema';
import { findCompanyByKey } from '../tenants/service';

type Env = Record<string, string | undefined>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/;

/**
 * An identity provider given through the environment (IDP_SLUG, IDP_ISSUER, IDP_CLIENT_ID and
 * optionally IDP_CLIENT_SECRET, IDP_SCOPES, IDP_COMPANY_KEY — the demo tenant by default);
 * undefined when IDP_SLUG is not set.
 */
export const providerFromEnv = (env: Env) => {
  const slug = env.IDP_SLUG?.trim().toLowerCase();
  if (!slug) return undefined;
  if (!SLUG.test(slug)) throw new Error('IDP_SLUG deve ter letras minúsculas, números e hífens.');
  const issuer = env.IDP_ISSUER?.trim();
  const clientId = env.IDP_CLIENT_ID?.trim();
  if (!issuer || !clientId) throw new Error('IDP_SLUG exige IDP_ISSUER e IDP_CLIENT_ID.');
  // kept exactly as written: it must equal the issuer of the provider's discovery document
  if (!URL.canParse(issuer)) throw new Error('IDP_ISSUER deve ser um endereço (URL).');
  return {
    slug,
    issuer,
    clientId,
    clientSecret: env.IDP_CLIENT_SECRET?.trim() || null,
    scopes: env.IDP_SCOPES?.trim() || 'openid profile email',
    companyKey: env.IDP_COMPANY_KEY?.trim() || 'aval-demo',
  };
};

/** Creates or updates (by slug) the provider the environment describes; answers its slug. */
export const syncProviderFromEnv = async (db: Database, env: Env = process.env) => {
  const provider = providerFromEnv(env);
  if (!provider) return undefined;
  const { companyKey, ...row } = provider;
  const company = await findCompanyByKey(db, companyKey);
  if (!company) throw new Error(`IDP_COMPANY_KEY: seguradora "${companyKey}" não encontrada.`);
  const values = { ...row, companyId: company.id, enabled: true };
  const [existing] = await db
    .select({ id: identityProviders.id })
    .from(identityProviders)
    .where(eq(identityProviders.slug, row.slug))
    .limit(1);
  if (existing) {
    await db.update(identityProviders).set(values).where(eq(identityProviders.id, existing.id));
  } else {
    await db.insert(identityProviders).values(values);
  }
  return row.slug;
};
