import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type PageQuery,
  type ReasonInput,
  type SuspendInput,
  type UserProfileInput,
  emailSchema,
  reasonInputSchema,
  suspendInputSchema,
  userProfileInputSchema,
  adminRoleSchema,
  deleteResultSchema,
  insertResultSchema,
  publicUserSchema,
  sellerRoleSchema,
  updateResultSchema,
  userSchema,
} from '@marketplace/contracts';
import { AdminsOnly, SelfOrAdmin, SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { RequestOrigin } from '../common/public-origin.js';
import { PageParams } from '../common/pagination.js';
import { UsersService } from './users.service.js';

/**
 * SPEC.md gives `GET /user/:email` and `PUT /user/:id` one path; the OpenAPI document names its
 * parameter `email` for both (see api-document.ts) and says what each call takes.
 */
const USER_PATH_PARAMETER =
  "The account's email for GET; the seller's account id for PUT (SPEC.md gives both this path)";

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @SignedIn()
  @ApiOperation({ summary: 'An account by email (its `verify`; all of it to itself or an admin)' })
  @ApiParam({ name: 'email', description: USER_PATH_PARAMETER })
  @Answer(200, z.union([userSchema, publicUserSchema]))
  @Answer(429)
  @Get('user/:email')
  lookup(
    @Param('email', { schema: emailSchema }) email: string,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.users.lookup(email, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: "Save the signed-in account's profile (registration step 4)" })
  @Answer(201, insertResultSchema)
  @Post('user')
  saveProfile(
    @Body({ schema: userProfileInputSchema }) input: UserProfileInput,
    @CurrentUser() viewer: SessionUser,
  ) {
    return this.users.saveProfile(input, viewer);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Verify a seller (an optional reason for the audit log)' })
  @ApiParam({ name: 'email', description: USER_PATH_PARAMETER })
  @Answer(200, updateResultSchema)
  // The parameter is the GET's name on this shared path, so a refusal names what the document
  // names; it holds the seller's id.
  @Put('user/:email')
  verifySeller(
    @Param('email', new IdPipe('Seller')) id: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
    @RequestOrigin() origin: string,
  ) {
    return this.users.verifySeller(id, admin, origin, input?.reason || undefined);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Delete an account (an optional reason for the audit log)' })
  @Answer(200, deleteResultSchema)
  @Delete('users/:id')
  delete(
    @Param('id', new IdPipe('User')) id: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.users.delete(id, admin, input?.reason || undefined);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Suspend an account' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The account is already suspended')
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
  @ApiOperation({ summary: "Lift an account's suspension (an optional reason for the audit log)" })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The account is not suspended')
  @Post('users/:id/unsuspend')
  @HttpCode(200)
  unsuspend(
    @Param('id', new IdPipe('User')) id: number,
    @Body({ schema: reasonInputSchema }) input: ReasonInput,
    @CurrentUser() admin: SessionUser,
  ) {
    return this.users.unsuspend(id, admin, input?.reason || undefined);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'All sellers' })
  @Answer(200, z.array(userSchema))
  @Get('seller')
  sellers(@PageParams() page: PageQuery) {
    return this.users.list('seller', page);
  }

  /** Spelt as SPEC.md section 7 spells it. */
  @AdminsOnly()
  @ApiOperation({ summary: 'All users' })
  @Answer(200, z.array(userSchema))
  @Get('alluer')
  allUsers(@PageParams() page: PageQuery) {
    return this.users.list(undefined, page);
  }

  @SelfOrAdmin('params')
  @ApiOperation({ summary: 'Whether an account is an administrator' })
  @Answer(200, adminRoleSchema)
  @Get('role/:email')
  adminRole(@Param('email', { schema: emailSchema }) email: string) {
    return this.users.adminRole(email);
  }

  @SelfOrAdmin('params')
  @ApiOperation({ summary: 'Whether an account is a seller' })
  @Answer(200, sellerRoleSchema)
  @Get('roles/:email')
  sellerRole(@Param('email', { schema: emailSchema }) email: string) {
    return this.users.sellerRole(email);
  }
}
