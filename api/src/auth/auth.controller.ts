import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type LoginInput,
  type RegisterCheckInput,
  type RegisterInput,
  loginInputSchema,
  registerCheckInputSchema,
  registerInputSchema,
} from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, SignedIn } from './access.decorator.js';
import { AuthService, toAuthUser } from './auth.service.js';
import { CurrentUser } from './current-user.decorator.js';
import type { SessionUser } from './session-user.js';
import { SessionsService } from './sessions.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
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

  @SignedIn()
  @Get('me')
  me(@CurrentUser() user: SessionUser) {
    return toAuthUser(user);
  }
}
