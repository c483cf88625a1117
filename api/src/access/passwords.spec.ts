import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    await expect(verifyPassword(stored, 'correct horse battery')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'wrong horse battery')).resolves.toBe(false);
  });

  it('never matches an account that has no password', async () => {
    await expect(verifyPassword(null, 'anything at all')).resolves.toBe(false);
  });
});
