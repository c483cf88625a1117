import { readFileSync } from 'node:fs';

/** Shipped beside the code (api/assets), reached the same way from src/ and dist/. */
const LIST_FILE = new URL('../../assets/common-passwords.txt', import.meta.url);

let common: ReadonlySet<string> | undefined;

/** True for a password on the list of the most common ones (ASVS 2.1.7), whatever its case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('# ')),
  );
  return common.has(password.toLowerCase());
}
