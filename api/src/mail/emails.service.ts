import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { linkOrigin } from '../common/public-origin.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Database } from '../database/database.js';
import { JobQueue } from '../jobs/job-queue.js';
import { UsersRepository } from '../users/users.repository.js';
import { EmailPreferencesRepository } from './email-preferences.repository.js';
import {
  type EmailTemplateData,
  type EmailTemplateName,
  renderEmail,
  templatePreference,
} from './email-templates.js';
import { Mailer } from './mailer.js';

const EMAIL_JOB = 'email';
/** With JOBS_RETRY_BASE_MS at 30 s, eight attempts span about an hour. */
const EMAIL_MAX_ATTEMPTS = 8;

/** To an account (looked up when sent), or to an address someone gave (`contactEmail`). */
type Addressee = { userId: number } | { contactEmail: string };
interface TemplateUse<Name extends EmailTemplateName> {
  template: Name;
  data: EmailTemplateData[Name];
}
type EmailJob<Name extends EmailTemplateName = EmailTemplateName> = Addressee &
  TemplateUse<Name> & { origin: string };

/**
 * Emails to accounts. Sending one is enqueuing a job with a template name and its data; the job
 * looks the recipient up when it runs (its current address and choices; a deleted account gets
 * nothing), renders the template and hands it to the mailer.
 */
@Injectable()
export class EmailsService implements OnModuleInit {
  constructor(
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    private readonly preferences: EmailPreferencesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.define<EmailJob>({
      kind: EMAIL_JOB,
      maxAttempts: EMAIL_MAX_ATTEMPTS,
      run: (job) => this.deliver(job),
    });
  }

  /**
   * Queues `template` for the account. `origin` is the request's, used for links when PUBLIC_URL
   * is not set; pass a transaction as `executor` to send only if it commits.
   */
  async enqueue<Name extends EmailTemplateName>(
    userId: number,
    template: Name,
    data: EmailTemplateData[Name],
    options: { origin?: string; executor?: Database } = {},
  ): Promise<void> {
    await this.queueJob({ userId, template, data }, options);
  }

  /**
   * Queues `template` for an address someone gave (a trusted contact), who has no account here:
   * no greeting by name, no Settings, no preferences to read.
   */
  async enqueueToContact<Name extends EmailTemplateName>(
    contactEmail: string,
    template: Name,
    data: EmailTemplateData[Name],
    options: { origin?: string; executor?: Database } = {},
  ): Promise<void> {
    await this.queueJob({ contactEmail, template, data }, options);
  }

  private async queueJob(
    job: Addressee & TemplateUse<EmailTemplateName>,
    { origin, executor }: { origin?: string; executor?: Database },
  ): Promise<void> {
    await this.queue.enqueue(
      EMAIL_JOB,
      { ...job, origin: this.linkOrigin(origin) },
      executor ? { executor } : {},
    );
  }

  /** Renders and sends now, for a job that already runs in the queue (the password reset). */
  async sendNow<Name extends EmailTemplateName>(
    recipient: { name: string; email: string },
    template: Name,
    data: EmailTemplateData[Name],
    origin: string,
  ): Promise<void> {
    await this.mailer.send({
      to: recipient.email,
      ...renderEmail(template, data, recipient, origin),
    });
  }

  /** Where links in emails point: see `linkOrigin`. */
  linkOrigin(requestOrigin: string | undefined): string {
    return linkOrigin(this.config, requestOrigin);
  }

  private async deliver(job: EmailJob): Promise<void> {
    if ('contactEmail' in job) {
      await this.mailer.send({
        to: job.contactEmail,
        ...renderEmail(job.template, job.data, 'contact', job.origin),
      });
      return;
    }
    const user = await this.users.findById(job.userId);
    if (!user) return;
    const preference = templatePreference(job.template);
    if (preference && !(await this.preferences.wants(user.id, preference))) return;
    await this.sendNow(user, job.template, job.data, job.origin);
  }
}
