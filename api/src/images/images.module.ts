import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
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
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new FilesystemImageStorage(join(config.DATA_DIR, 'uploads')),
    },
    UploadsRepository,
    ImagesService,
    UploadCollector,
  ],
  exports: [ImagesService, UploadCollector],
})
export class ImagesModule {}
