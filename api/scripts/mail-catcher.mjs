#!/usr/bin/env node
/**
 * A local SMTP server for `npm run dev`: accepts every message the API sends over SMTP_URL and
 * writes it, untouched, as an `.eml` file into DATA_DIR/outbox (the folder the API itself writes
 * to when SMTP_URL is unset), so development exercises the real SMTP path and its mail is read
 * the same way. Usage: node api/scripts/mail-catcher.mjs <port> <outbox folder>
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';

const [port = '2525', outbox = 'data/outbox'] = process.argv.slice(2);
mkdirSync(outbox, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const file = join(
      outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
    );
    pipeline(stream, createWriteStream(file))
      .then(() => {
        process.stdout.write(`Caught an email: ${file}\n`);
        callback();
      })
      .catch(callback);
  },
});
server.on('error', (error) => console.error(`Mail catcher: ${error.message}`));
server.listen(Number(port), '127.0.0.1', () =>
  process.stdout.write(`Mail catcher on smtp://127.0.0.1:${port}, writing to ${outbox}\n`),
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
