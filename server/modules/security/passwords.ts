import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline. */
export const hashPassword = (password: string) => hash(password);

// A real hash to verify against when the login is unknown, so both paths take the same time.
let decoy: Promise<string> | undefined;

export const verifyPassword = async (passwordHash: string | null, password: string) => {
  if (!passwordHash) {
    decoy ??= hash('aval-decoy-password');
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
