import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type LoginInput,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type RegisterCheckInput,
  type RegisterInput,
  loginInputSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerCheckInputSchema,
  registerInputSchema,
} from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, SignedIn } from '../access/access.decorator.js';
import { AuthService, toAuthUser } from './auth.service.js';
import { updated } from '../common/write-results.js';
import { RequestOrigin } from '../common/public-origin.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import { PasswordResetService } from './password-reset.service.js';
import type { SessionUser } from '../access/session-user.js';
import { SessionsService } from '../access/sessions.service.js';

export const PASSWORD_RESET_ANSWER =
  'If an account has this email, a link to choose a new password is on its way.';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Public()
  @Post('register')
  async register(
    @Body({ schema: registerInputSchema }) input: RegisterInput,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const user = await this.auth.register(input, request.ip);
    await this.sessions.start(user.id, request, reply);
    return toAuthUser(user);
  }

  @Public()
  @Post('register/check')
  @HttpCode(204)
  async checkRegistration(
    @Body({ schema: registerCheckInputSchema }) input: RegisterCheckInput,
    @Req() request: FastifyRequest,
  ) {
    await this.auth.checkRegistration(input, request.ip);
  }

  @Public()
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
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.sessions.end(request, reply);
  }

  /** Always the same 202, whether or not an account has this email. */
  @Public()
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
  @Post('password-reset/confirm')
  @HttpCode(200)
  async confirmPasswordReset(
    @Body({ schema: passwordResetConfirmSchema }) input: PasswordResetConfirm,
    @Req() request: FastifyRequest,
  ) {
    await this.passwordReset.confirm(input.token, input.password, request.ip);
    return updated(1, 1);
  }

  @SignedIn()
  @Get('me')
  me(@CurrentUser() user: SessionUser) {
    return toAuthUser(user);
  }
}
