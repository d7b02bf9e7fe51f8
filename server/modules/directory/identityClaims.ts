/** The e-mail a provider vouches for: `email`, else an e-mail-shaped `preferred_username` or `upn` (Entra ID). */
export const emailOfClaims = (claims: Record<string, unknown> | undefined) => {
  if (!claims) return undefined;
  const candidates = [claims.email, claims.preferred_username, claims.upn];
  const email = candidates.find(
    (value): value is string => typeof value === 'string' && /^[^@\s]+@[^@\s]+$/.test(value),
  );
  if (!email) return undefined;
  // a provider that says the address is unverified is not trusted with it
  const verified = claims.email === email ? claims.email_verified !== false : true;
  return { email, verified };
};
