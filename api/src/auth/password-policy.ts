import { BadRequestException } from '@nestjs/common';
import { isCommonPassword } from './common-passwords.js';

/**
 * The one password policy, for registration, a password change and a reset. Its length rule is
 * the shared schema's (`newPasswordSchema` in @marketplace/contracts, which the forms use too);
 * this adds what only the server holds, the list of the most common passwords. Each path calls
 * it before anything is counted or spent, so a refused password costs no limit and no token.
 */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new BadRequestException(
      `${field} is one of the most common passwords, which others guess first: choose another`,
    );
  }
}
