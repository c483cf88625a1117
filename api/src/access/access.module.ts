import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessGuard } from './access.guard.js';
import { SessionsService } from './sessions.service.js';

/**
 * Who is calling and what they may do, for every module: the sessions and the global guard that
 * enforces each route's `@Access` rule. The sign-in flows that open sessions are in `auth/`.
 */
@Global()
@Module({
  providers: [SessionsService, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionsService],
})
export class AccessModule {}
