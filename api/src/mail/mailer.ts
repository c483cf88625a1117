import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Timeouts for one SMTP exchange, well under the job lease (JOB_LEASE_MS): a hung server costs
 * one attempt, never a second worker sending the same email.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends email over SMTP_URL with nodemailer; without it, writes each message as an `.eml` file in
 * DATA_DIR/outbox, so a person trying the product can open what would have been sent. Logs carry
 * the subject, never the recipient.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.outboxDir = join(config.DATA_DIR, 'outbox');
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport(
          { streamTransport: true, buffer: true, newline: 'unix' },
          { from: config.MAIL_FROM },
        );
  }

  async send(email: OutgoingEmail): Promise<void> {
    const info = await this.transport.sendMail(email);
    if (this.config.SMTP_URL) {
      this.logger.log(`Sent "${email.subject}"`);
      return;
    }
    await mkdir(this.outboxDir, { recursive: true });
    // Time first, so a folder listing is in the order things were sent.
    const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(this.outboxDir, file), info.message as Buffer);
    this.logger.log(`Wrote "${email.subject}" to ${join(this.outboxDir, file)}`);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
