import { eq } from 'drizzle-orm';
import { hashPassword } from '../access/passwords.js';
import type { Database } from '../database/database.js';
import { users } from '../database/schema.js';
import { byEmail } from './users.repository.js';

/**
 * Makes sure the account configured by ADMIN_EMAIL / ADMIN_PASSWORD exists and is an admin.
 * An existing account keeps its password: the variables bootstrap an admin, they do not reset one.
 */
export async function ensureAdminAccount(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'granted' | 'unchanged'> {
  const [existing] = await db.select().from(users).where(byEmail(email)).limit(1);
  if (existing) {
    if (existing.isAdmin) return 'unchanged';
    await db
      .update(users)
      .set({ isAdmin: true, emailVerifiedAt: existing.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, existing.id));
    return 'granted';
  }
  await db
    .insert(users)
    .values({
      name: 'Administrator',
      email: email.toLowerCase(),
      image: '',
      role: 'user',
      isAdmin: true,
      // The operator chose this address in the deployment's own settings.
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing();
  return 'created';
}

/**
 * Gives an existing account admin rights, or takes them back (`npm run admin -- grant|revoke`):
 * the one way administrators are managed, since the API lets no admin suspend or delete another.
 * False when no account has that email.
 */
export async function setAdmin(db: Database, email: string, isAdmin: boolean): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ isAdmin })
    .where(byEmail(email))
    .returning({ id: users.id });
  return updated.length > 0;
}
