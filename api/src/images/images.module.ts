import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE, type Database } from '../database/database.js';
import { DatabaseImageStorage } from './database-image-storage.js';
import { FilesystemImageStorage } from './filesystem-image-storage.js';
import { IMAGE_STORAGE } from './image-storage.js';
import { ImagesController } from './images.controller.js';
import { ImagesService } from './images.service.js';
import { UploadCollector } from './upload-collector.js';
import { UploadsRepository } from './uploads.repository.js';

@Module({
  controllers: [ImagesController],
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG, DATABASE],
      // IMAGE_STORAGE: the database on PostgreSQL (shared by every process), files for PGlite.
      useFactory: (config: AppConfig, db: Database) =>
        config.imageStorage === 'database'
          ? new DatabaseImageStorage(db)
          : new FilesystemImageStorage(join(config.DATA_DIR, 'uploads')),
    },
    UploadsRepository,
    ImagesService,
    UploadCollector,
  ],
  exports: [ImagesService, UploadCollector],
})
export class ImagesModule {}
