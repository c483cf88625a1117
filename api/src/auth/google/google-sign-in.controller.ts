import { Answer } from '../../openapi/answers.js';
import { Controller, Get, Query, Req, Res, UseFilters } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../access/access.decorator.js';
import { assertNotSuspended } from '../auth.service.js';
import { requestedOrigin } from '../../common/public-origin.js';
import { SessionsService } from '../../access/sessions.service.js';
import { GoogleAccountsService } from './google-accounts.service.js';
import { GoogleSignInService } from './google-sign-in.service.js';
import { PENDING_SIGN_IN_TTL_MS } from './pending-sign-in.js';
import { SignInErrorPageFilter } from './sign-in-error-page.filter.js';

/** Holds the sealed pending sign-in; sent back only to these two routes. */
const PENDING_COOKIE = 'google_sign_in';
const PENDING_COOKIE_PATH = '/api/auth/google';

@ApiTags('auth')
@Controller('auth/google')
export class GoogleSignInController {
  constructor(
    private readonly google: GoogleSignInService,
    private readonly accounts: GoogleAccountsService,
    private readonly sessions: SessionsService,
  ) {}

  /** `?redirect=/path`: the page to come back to; anything but a path on this site means `/`. */
  @Public()
  @ApiOperation({ summary: 'Start Google sign-in' })
  @Answer(302, 'To Google')
  @Answer(503, 'Google sign-in is not configured')
  @Get()
  async start(
    @Query('redirect') redirect: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const { authorizationUrl, sealed } = await this.google.begin(
      redirect,
      requestedOrigin(request),
    );
    return reply
      .setCookie(PENDING_COOKIE, sealed, {
        path: PENDING_COOKIE_PATH,
        httpOnly: true,
        // Lax, not Strict: the provider's redirect back is a cross-site top-level navigation.
        sameSite: 'lax',
        secure: authorizationUrl.searchParams.get('redirect_uri')!.startsWith('https:'),
        maxAge: PENDING_SIGN_IN_TTL_MS / 1000,
      })
      .header('Cache-Control', 'no-store')
      .redirect(authorizationUrl.href, 302);
  }

  @Public()
  @ApiOperation({ summary: 'Google sign-in comes back here' })
  @Answer(302, 'Signed in, to the page asked for')
  @Answer(400, 'A page saying the sign-in could not be completed')
  @Answer(403, 'A page saying the account is suspended')
  @Answer(409, 'A page saying the email belongs to another account')
  @Answer(502, 'A page saying Google could not be reached')
  @Get('callback')
  @UseFilters(SignInErrorPageFilter)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    // One attempt per record, whatever happens next.
    void reply.clearCookie(PENDING_COOKIE, { path: PENDING_COOKIE_PATH });
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const { identity, redirect } = await this.google.complete(
      query,
      request.cookies[PENDING_COOKIE],
    );
    const account = await this.accounts.accountFor(identity, requestedOrigin(request));
    assertNotSuspended(account);
    await this.sessions.start(account.id, request, reply);
    return reply.header('Cache-Control', 'no-store').redirect(redirect, 302);
  }
}
