import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { EmailVerificationService } from './email-verification.service.js';

/** The sign-in flows by password: register, log in and out, forgotten passwords, proving the email. */
@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordResetService, EmailVerificationService],
})
export class AuthModule {}
