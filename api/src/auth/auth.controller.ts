import { Answer } from '../openapi/answers.js';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type EmailVerificationConfirm,
  type LoginInput,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type RegisterCheckInput,
  type RegisterInput,
  emailVerificationAnswerSchema,
  emailVerificationConfirmSchema,
  loginInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerCheckInputSchema,
  registerInputSchema,
  authUserSchema,
  passwordResetAnswerSchema,
  updateResultSchema,
} from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../access/access.decorator.js';
import { AuthService, toAuthUser } from './auth.service.js';
import { updated } from '../common/write-results.js';
import { RequestOrigin } from '../common/public-origin.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import { PasswordResetService } from './password-reset.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import type { SessionUser } from '../access/session-user.js';
import { SESSION_COOKIE, SessionsService } from '../access/sessions.service.js';

export const VERIFICATION_LINK_SENT = 'A new link to verify your email is on its way.';

export const PASSWORD_RESET_ANSWER =
  'If an account has this email, a link to choose a new password is on its way.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly passwordReset: PasswordResetService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Public()
  @ApiOperation({ summary: 'Create an account and sign in' })
  @Answer(201, authUserSchema)
  @Answer(409, 'An account with this email already exists')
  @Answer(429)
  @Post('register')
  async register(
    @Body({ schema: registerInputSchema }) input: RegisterInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
    @RequestOrigin() origin: string,
  ) {
    const user = await this.auth.register(input, request.ip, origin);
    await this.sessions.start(user.id, request, reply);
    return toAuthUser(user);
  }

  @Public()
  @ApiOperation({ summary: 'Check registration details before the photo is uploaded' })
  @Answer(204)
  @Answer(409, 'An account with this email already exists')
  @Answer(429)
  @Post('register/check')
  @HttpCode(204)
  async checkRegistration(
    @Body({ schema: registerCheckInputSchema }) input: RegisterCheckInput,
    @Req() request: FastifyRequest,
  ) {
    await this.auth.checkRegistration(input, request.ip);
  }

  @Public()
  @ApiOperation({ summary: 'Sign in with email and password' })
  @Answer(200, authUserSchema)
  @Answer(401, 'Wrong email or password')
  @Answer(403, 'The account is suspended')
  @Answer(429)
  @Post('login')
  @HttpCode(200)
  async login(
    @Body({ schema: loginInputSchema }) input: LoginInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const user = await this.auth.login(input, request.ip);
    await this.sessions.start(user.id, request, reply);
    return toAuthUser(user);
  }

  @Public()
  @ApiOperation({ summary: 'Sign out' })
  @Answer(204)
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(request, reply);
  }

  /** Always the same 202, whether or not an account has this email. */
  @Public()
  @ApiOperation({ summary: 'Email a link to choose a new password' })
  @Answer(202, passwordResetAnswerSchema)
  @Answer(429)
  @Post('password-reset')
  @HttpCode(202)
  async requestPasswordReset(
    @Body({ schema: passwordResetRequestSchema }) input: PasswordResetRequest,
    @Req() request: FastifyRequest,
    @RequestOrigin() origin: string,
  ) {
    await this.passwordReset.request(input.email, request.ip, origin);
    return { acknowledged: true, message: PASSWORD_RESET_ANSWER };
  }

  @Public()
  @ApiOperation({ summary: 'Set a new password with the emailed token' })
  @Answer(200, updateResultSchema)
  @Answer(429)
  @Post('password-reset/confirm')
  @HttpCode(200)
  async confirmPasswordReset(
    @Body({ schema: passwordResetConfirmSchema }) input: PasswordResetConfirm,
    @Req() request: FastifyRequest,
  ) {
    await this.passwordReset.confirm(input.token, input.password, request.ip);
    return updated(1, 1);
  }

  @ApiOperation({ summary: 'Email the signed-in account a new link to verify its email' })
  @Answer(202, emailVerificationAnswerSchema)
  @Answer(409, 'The email is already verified')
  @Answer(429)
  @Post('email-verification')
  @HttpCode(202)
  async resendEmailVerification(
    @CurrentUser() viewer: SessionUser,
    @RequestOrigin() origin: string,
  ) {
    await this.verification.resend(viewer, origin);
    return { acknowledged: true, message: VERIFICATION_LINK_SENT };
  }

  @Public()
  @ApiOperation({ summary: 'Verify the email of the account with the emailed token' })
  @Answer(200, updateResultSchema)
  @Answer(400, 'The link was already used, is not one we sent, or has expired')
  @Post('email-verification/confirm')
  @HttpCode(200)
  async confirmEmailVerification(
    @Body({ schema: emailVerificationConfirmSchema }) input: EmailVerificationConfirm,
  ) {
    await this.verification.confirm(input.token);
    return updated(1, 1);
  }

  /**
   * A browser with no session cookie asks this on every first load; "nobody signed in" is its
   * answer, not an error, so it is a 204 (a 4xx would be logged in the visitor's console). A
   * session cookie that no longer opens a session is a 401: that session has ended.
   */
  @Public()
  @ApiOperation({ summary: 'The signed-in account' })
  @Answer(200, authUserSchema)
  @Answer(204, 'No session cookie: nobody is signed in')
  @Answer(401, 'The session cookie sent has ended')
  @Get('me')
  me(
    @CurrentUser() user: SessionUser | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (user) return toAuthUser(user);
    if (request.cookies[SESSION_COOKIE] !== undefined)
      throw new UnauthorizedException('Sign in to continue');
    void reply.status(204);
    return undefined;
  }
}
