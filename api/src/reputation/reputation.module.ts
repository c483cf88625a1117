import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { UsersModule } from '../users/users.module.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';
import { ReputationRepository } from './reputation.repository.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsRepository } from './reviews.repository.js';
import { ReviewsService } from './reviews.service.js';

/** Trust between strangers: ratings and reviews, their moderation, and profiles. */
@Module({
  imports: [OrdersModule, UsersModule],
  controllers: [ReviewsController, ProfilesController],
  providers: [ReputationRepository, ReviewsRepository, ReviewsService, ProfilesService],
  exports: [ProfilesService],
})
export class ReputationModule {}
