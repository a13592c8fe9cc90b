import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the `Algorithm` const enum of @node-rs/argon2 cannot be inlined by per-file compilers). */
const ARGON2ID = 2;

/** OWASP's minimum Argon2id profile: 19 MiB memory, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
