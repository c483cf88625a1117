import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { UsersModule } from '../users/users.module.js';
import { PeopleReportsController } from './people-reports.controller.js';
import { PeopleReportsRepository } from './people-reports.repository.js';
import { PeopleReportsService } from './people-reports.service.js';
import { ReportsController } from './reports.controller.js';
import { ReportsEventHandlers } from './reports.events.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

@Module({
  imports: [ConversationsModule, UsersModule],
  controllers: [ReportsController, PeopleReportsController],
  providers: [
    ReportsRepository,
    ReportsService,
    ReportsEventHandlers,
    PeopleReportsRepository,
    PeopleReportsService,
  ],
})
export class ReportsModule {}
