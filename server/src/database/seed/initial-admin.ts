import type { DataSource } from 'typeorm';
import { MESSAGES, validateSignUp } from '@pepper-atlas/domain';
import { hashPassword } from '../../auth/password.utils.js';
import { User } from '../../accounts/user.entity.js';

/** The first administrator's password is longer than a member's minimum: it guards the whole site. */
export const ADMIN_PASSWORD_MIN = 12;

export interface InitialAdmin {
  email: string;
  password: string;
  username: string;
}

/** What is wrong with the given administrator, in English (one line per field), or null. */
export function initialAdminProblems(admin: InitialAdmin): string | null {
  const errors = validateSignUp({ ...admin, firstName: 'Site', lastName: 'Administrator' }, ADMIN_PASSWORD_MIN);
  const lines = Object.entries(errors).map(([field, key]) =>
    key === 'passwordTooShort' ? `password: at least ${ADMIN_PASSWORD_MIN} characters` : `${field}: ${MESSAGES[key as keyof typeof MESSAGES]}`,
  );
  return lines.length ? lines.join('; ') : null;
}

export type InitialAdminResult = 'created' | 'exists';

/**
 * Creates the first administrator (`ADMIN_EMAIL`/`ADMIN_PASSWORD` at start, or `npm run admin:create`).
 * With `onlyIfNoAdmin` (at start) nothing happens once any administrator exists, so the variables can
 * stay set; the command refuses an address or username already taken.
 */
export async function createInitialAdmin(dataSource: DataSource, admin: InitialAdmin, onlyIfNoAdmin: boolean): Promise<InitialAdminResult> {
  const problems = initialAdminProblems(admin);
  if (problems) throw new Error(`The administrator cannot be created: ${problems}`);
  const passwordHash = await hashPassword(admin.password);
  return dataSource.transaction(async (manager) => {
    // Processes starting together on one PostgreSQL: one of them creates the account.
    await manager.query('SELECT pg_advisory_xact_lock(424243)');
    const users = manager.getRepository(User);
    if (onlyIfNoAdmin && (await users.count({ where: { role: 'admin' } })) > 0) return 'exists';
    const email = admin.email.trim().toLowerCase();
    const username = admin.username.trim();
    const taken = await users
      .createQueryBuilder('u')
      .where('u.email = :email OR lower(u.username) = lower(:username)', { email, username })
      .getOne();
    if (taken) throw new Error(`The administrator cannot be created: ${taken.email === email ? `the address ${email}` : `the username ${username}`} is taken`);
    await users.insert({
      email,
      username,
      firstName: 'Site',
      lastName: 'Administrator',
      role: 'admin',
      isActive: true,
      emailVerified: true,
      passwordHash,
    });
    return 'created';
  });
}
