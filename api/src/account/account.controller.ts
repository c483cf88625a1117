import { Body, Controller, Get, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type AccountProfileInput,
  type EmailPreferences,
  type PasswordChangeInput,
  accountProfileInputSchema,
  emailPreferencesInputSchema,
  passwordChangeInputSchema,
} from '@marketplace/contracts';
import type { FastifyRequest } from 'fastify';
import { SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { AccountService } from './account.service.js';

/** Settings, for every signed-in account, on its own record only. */
@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @SignedIn()
  @Get('profile')
  profile(@CurrentUser() viewer: SessionUser) {
    return this.account.profile(viewer);
  }

  @SignedIn()
  @Patch('profile')
  updateProfile(
    @Body({ schema: accountProfileInputSchema }) input: AccountProfileInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.account.updateProfile(input, viewer);
  }

  @SignedIn()
  @Post('password')
  @HttpCode(200)
  changePassword(
    @Body({ schema: passwordChangeInputSchema }) input: PasswordChangeInput,
    @CurrentUser() viewer: SessionUser,
    @Req() request: FastifyRequest,
  ) {
    return this.account.changePassword(input, viewer, request);
  }

  @SignedIn()
  @Get('notifications')
  emailPreferences(@CurrentUser() viewer: SessionUser) {
    return this.account.emailPreferences(viewer);
  }

  @SignedIn()
  @Put('notifications')
  setEmailPreferences(
    @Body({ schema: emailPreferencesInputSchema }) preferences: EmailPreferences,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.account.setEmailPreferences(preferences, viewer);
  }
}
