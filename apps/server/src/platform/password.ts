/** Password hashing with Argon2id. Costs are configurable so tests can run fast. */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id (the package exports its algorithms as a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the same effort as a verify, for unknown accounts, so timing reveals nothing. */
  burn(password: string): Promise<void>;
}

/** OWASP's Argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const PRODUCTION_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function argon2Hasher(cost = PRODUCTION_COST): PasswordHasher {
  const options = { algorithm: ARGON2ID, ...cost };
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    verify: async (digest, password) => {
      try {
        return await verify(digest, password);
      } catch {
        return false;
      }
    },
    burn: async (password) => {
      dummy ??= hash('leverline-timing-equaliser', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}
