import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) at OWASP's recommended cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string) =>
  hash(password, { memoryCost: 19456, timeCost: 2 });

/** A fixed hash to verify against when the email is unknown, so both failures cost the same. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password never matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
