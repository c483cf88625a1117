import { type ParsedMail, simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The subject of the link every registration sends (email-verification in email-templates.ts). */
export const VERIFICATION_EMAIL_SUBJECT = 'Verify your Marketplace email';

/**
 * A real SMTP server on a free port that keeps what it receives. `mode` makes it fail as mail
 * servers do: `refuse` answers every message with a temporary 451, `hang` never greets.
 *
 * `skipVerificationLinks`: for suites about other emails. Every registration queues a
 * verification link, sent at once, before `signUp` marks the account proven; those suites count
 * and read the emails they are about, so the catcher takes the links and keeps none of them.
 */
export class SmtpCatcher {
  readonly received: CaughtEmail[] = [];

  constructor(private readonly options: { skipVerificationLinks?: boolean } = {}) {}

  mode: 'accept' | 'refuse' | 'hang' = 'accept';
  /** Connections left waiting for a greeting in `hang` mode. */
  hungConnections = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      if (this.mode === 'hang') this.hungConnections += 1;
      else callback();
    },
    onData: (stream, _session, callback) => {
      if (this.mode === 'refuse') {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          const caught = toCaught(mail);
          const skipped =
            this.options.skipVerificationLinks && caught.subject === VERIFICATION_EMAIL_SUBJECT;
          if (!skipped) this.received.push(caught);
          callback();
        })
        .catch(callback);
    },
  });

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Comes back as a restarted server would: accepting, its hung connections dropped. */
  recover(): void {
    this.mode = 'accept';
    // smtp-server keeps its open connections here; its types do not list the field.
    const { connections } = this.server as unknown as { connections: Set<{ close(): void }> };
    for (const connection of connections) connection.close();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): CaughtEmail[] {
    return this.received.filter((email) => email.to === address.toLowerCase());
  }

  /** The first email to `address` (with this `subject`, if given), once it has come. */
  async waitFor(address: string, timeoutMs = 20_000, subject?: string): Promise<CaughtEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [email] = this.to(address).filter(
        (caught) => subject === undefined || caught.subject === subject,
      );
      if (email) return email;
      if (Date.now() > deadline) throw new Error(`No email came within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

function toCaught(mail: ParsedMail): CaughtEmail {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return {
    to: (to?.value[0]?.address ?? '').toLowerCase(),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  };
}

/** The email-verification token in an email's link. */
export function verificationTokenIn(email: CaughtEmail): string {
  const match = /\/verify-email#token=([\w-]+)/.exec(email.text);
  if (!match) throw new Error('No verification link in the email');
  return decodeURIComponent(match[1]!);
}

/** The password-reset token in an email's link. */
export function resetTokenIn(email: CaughtEmail): string {
  const match = /\/reset-password#token=([\w-]+)/.exec(email.text);
  if (!match) throw new Error('No reset link in the email');
  return decodeURIComponent(match[1]!);
}
