import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { LastPhoneRepository } from './last-phone.repository.js';

@Module({
  imports: [UsersModule],
  controllers: [AccountController],
  providers: [AccountService, LastPhoneRepository],
})
export class AccountModule {}
