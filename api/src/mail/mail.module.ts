import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { EmailPreferencesRepository } from './email-preferences.repository.js';
import { EmailsService } from './emails.service.js';
import { MailEventHandlers } from './mail.events.js';
import { Mailer } from './mailer.js';

/** Email to accounts: templates, choices, the mailer, and the queue's `email` job. */
@Global()
@Module({
  imports: [UsersModule],
  providers: [Mailer, EmailsService, EmailPreferencesRepository, MailEventHandlers],
  exports: [EmailsService, EmailPreferencesRepository, Mailer],
})
export class MailModule {}
