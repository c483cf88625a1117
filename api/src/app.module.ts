import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { AccessModule } from './access/access.module.js';
import { AccountModule } from './account/account.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BlocksModule } from './blocks/blocks.module.js';
import { GoogleSignInModule } from './auth/google/google-sign-in.module.js';
import { ClusterModule } from './cluster/cluster.module.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { CategoriesModule } from './categories/categories.module.js';
import { FavouritesModule } from './favourites/favourites.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { InputValidationPipe } from './common/validation.pipe.js';
import { PageInterceptor } from './common/pagination.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import type { DatabaseHandle } from './database/database.js';
import { DatabaseModule } from './database/database.module.js';
import { EventsModule } from './events/events.module.js';
import { HealthModule } from './health/health.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { ImagesModule } from './images/images.module.js';
import { MeetingSharesModule } from './meeting-shares/meeting-shares.module.js';
import { MeetingSpotsModule } from './meeting-spots/meeting-spots.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LiveModule } from './live/live.module.js';
import { MailModule } from './mail/mail.module.js';
import { OrdersModule } from './orders/orders.module.js';
import { PlacesModule } from './places/places.module.js';
import { ProductsModule } from './products/products.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReputationModule } from './reputation/reputation.module.js';
import { ScamWarningsModule } from './scam-warnings/scam-warnings.module.js';
import { SavedSearchesModule } from './saved-searches/saved-searches.module.js';
import { SchedulingModule } from './scheduling/scheduling.module.js';
import { UsersModule } from './users/users.module.js';
import { WebModule } from './web/web.module.js';

@Module({})
export class AppModule {
  static create(config: AppConfig, database: DatabaseHandle): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forHandle(database),
        EventsModule,
        SchedulingModule,
        ClusterModule,
        HealthModule,
        MetricsModule,
        JobsModule,
        MailModule,
        ScamWarningsModule,
        LiveModule,
        AccessModule,
        AuthModule,
        AccountModule,
        GoogleSignInModule,
        UsersModule,
        BlocksModule,
        CategoriesModule,
        PlacesModule,
        ProductsModule,
        OrdersModule,
        ConversationsModule,
        FavouritesModule,
        SavedSearchesModule,
        ReportsModule,
        ReputationModule,
        MeetingSpotsModule,
        MeetingSharesModule,
        AuditModule,
        ImagesModule,
        WebModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_PIPE, useValue: new InputValidationPipe() },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_INTERCEPTOR, useClass: PageInterceptor },
      ],
      exports: [APP_CONFIG],
    };
  }
}
