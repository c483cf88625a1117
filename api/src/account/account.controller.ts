import { Answer } from '../openapi/answers.js';
import { Body, Controller, Get, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AccountProfileInput,
  type AccountRoleInput,
  accountRoleInputSchema,
  type EmailPreferences,
  type PasswordChangeInput,
  accountProfileInputSchema,
  emailPreferencesInputSchema,
  passwordChangeInputSchema,
  accountProfileSchema,
  emailPreferencesSchema,
  updateResultSchema,
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
  @ApiOperation({ summary: 'The account settings profile' })
  @Answer(200, accountProfileSchema)
  @Get('profile')
  profile(@CurrentUser() viewer: SessionUser) {
    return this.account.profile(viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Change name, photo or location' })
  @Answer(200, updateResultSchema)
  @Patch('profile')
  updateProfile(
    @Body({ schema: accountProfileInputSchema }) input: AccountProfileInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.account.updateProfile(input, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Change the password' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The account has no password (Google sign-in only)')
  @Answer(429)
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
  @ApiOperation({ summary: 'Start selling: a buyer becomes an unverified seller, for good' })
  @Answer(200, updateResultSchema)
  @Answer(403, 'Administrators are managed with npm run admin')
  @Answer(409, 'The account is already a seller')
  @Answer(429)
  @Put('role')
  // The body only names the role so the call says what it does; the schema allows 'seller' alone.
  startSelling(
    @Body({ schema: accountRoleInputSchema }) _input: AccountRoleInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.account.startSelling(viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Which emails the account gets' })
  @Answer(200, emailPreferencesSchema)
  @Get('notifications')
  emailPreferences(@CurrentUser() viewer: SessionUser) {
    return this.account.emailPreferences(viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Choose which emails the account gets' })
  @Answer(200, updateResultSchema)
  @Put('notifications')
  setEmailPreferences(
    @Body({ schema: emailPreferencesInputSchema }) preferences: EmailPreferences,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.account.setEmailPreferences(preferences, viewer);
  }
}
