import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PageQuery,
  type SuspendInput,
  type UserProfileInput,
  emailSchema,
  suspendInputSchema,
  userProfileInputSchema,
} from '@marketplace/contracts';
import { AdminsOnly, SelfOrAdmin, SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { RequestOrigin } from '../common/public-origin.js';
import { PageParams } from '../common/pagination.js';
import { UsersService } from './users.service.js';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @SignedIn()
  @Get('user/:email')
  lookup(
    @Param('email', { schema: emailSchema }) email: string,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.users.lookup(email, viewer);
  }

  @SignedIn()
  @Post('user')
  saveProfile(
    @Body({ schema: userProfileInputSchema }) input: UserProfileInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.users.saveProfile(input, viewer);
  }

  @AdminsOnly()
  @Put('user/:id')
  verifySeller(
    @Param('id', new IdPipe('Seller')) id: number,
    @CurrentUser() admin: SessionUser,
    @RequestOrigin() origin: string,
  ) {
    return this.users.verifySeller(id, admin, origin);
  }

  @AdminsOnly()
  @Delete('users/:id')
  delete(@Param('id', new IdPipe('User')) id: number, @CurrentUser() admin: SessionUser) {
    return this.users.delete(id, admin);
  }

  @AdminsOnly()
  @Post('users/:id/suspend')
  @HttpCode(200)
  suspend(
    @Param('id', new IdPipe('User')) id: number,
    @Body({ schema: suspendInputSchema }) input: SuspendInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.users.suspend(id, input.reason, admin);
  }

  @AdminsOnly()
  @Post('users/:id/unsuspend')
  @HttpCode(200)
  unsuspend(@Param('id', new IdPipe('User')) id: number, @CurrentUser() admin: SessionUser) {
    return this.users.unsuspend(id, admin);
  }

  @AdminsOnly()
  @Get('seller')
  sellers(@PageParams() page: PageQuery) {
    return this.users.list('seller', page);
  }

  /** Spelt as SPEC.md section 7 spells it. */
  @AdminsOnly()
  @Get('alluer')
  allUsers(@PageParams() page: PageQuery) {
    return this.users.list(undefined, page);
  }

  @SelfOrAdmin('params')
  @Get('role/:email')
  adminRole(@Param('email', { schema: emailSchema }) email: string) {
    return this.users.adminRole(email);
  }

  @SelfOrAdmin('params')
  @Get('roles/:email')
  sellerRole(@Param('email', { schema: emailSchema }) email: string) {
    return this.users.sellerRole(email);
  }
}
