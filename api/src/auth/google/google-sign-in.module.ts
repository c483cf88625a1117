import { Module } from '@nestjs/common';
import { ImagesModule } from '../../images/images.module.js';
import { UsersModule } from '../../users/users.module.js';
import { GoogleAccountsService } from './google-accounts.service.js';
import { GoogleSignInController } from './google-sign-in.controller.js';
import { GoogleSignInService } from './google-sign-in.service.js';

/** Exports GoogleSignInService so the runtime config can report `status()`. */
@Module({
  imports: [UsersModule, ImagesModule],
  controllers: [GoogleSignInController],
  providers: [GoogleSignInService, GoogleAccountsService],
  exports: [GoogleSignInService],
})
export class GoogleSignInModule {}
