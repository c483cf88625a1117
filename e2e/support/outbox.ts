import { type ParsedMail, simpleParser } from 'mailparser';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** The data folders of the servers journeys start for themselves, by origin. */
const ownDataDirs = new Map<string, string>();

/** Says where a server a journey started for itself keeps its data, so its emails can be read. */
export function rememberDataDir(url: string, dataDir: string): void {
  ownDataDirs.set(new URL(url).origin, dataDir);
}

/**
 * The emails a server wrote to its outbox (it runs without SMTP_URL), read as a person trying the
 * product would open them: the shared server's, or that of the server at `origin`.
 */
async function outboxEmails(origin?: string): Promise<ParsedMail[]> {
  const dataDir = (origin && ownDataDirs.get(origin)) ?? process.env.E2E_DATA_DIR!;
  const folder = join(dataDir, 'outbox');
  const files = await readdir(folder).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .map(async (file) => simpleParser(await readFile(join(folder, file)))),
  );
}

const recipient = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address?.toLowerCase();

/** Waits for the emails to `address` with this subject: the worker sends within a poll or two. */
export async function emailsTo(
  address: string,
  subject: string,
  count = 1,
  timeoutMs = 15_000,
  origin?: string,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxEmails(origin)).filter(
      (mail) => recipient(mail) === address.toLowerCase() && mail.subject === subject,
    );
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`No email "${subject}" came within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The one link of an email that goes to `path` on the product. */
export function linkTo(mail: ParsedMail, path: string): string {
  const link = (mail.text ?? '').split(/\s+/).find((word) => word.includes(path));
  if (!link) throw new Error(`No link to ${path} in "${mail.subject}"`);
  return link;
}
