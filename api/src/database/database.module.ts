import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DATABASE, DATABASE_HANDLE, type DatabaseHandle, READ_DATABASE } from './database.js';

/** Provides the opened database to every module; opening and closing belong to the caller. */
@Global()
@Module({})
export class DatabaseModule {
  static forHandle(handle: DatabaseHandle): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: DATABASE, useValue: handle.db },
        { provide: READ_DATABASE, useValue: handle.reader },
        { provide: DATABASE_HANDLE, useValue: handle },
      ],
      exports: [DATABASE, READ_DATABASE, DATABASE_HANDLE],
    };
  }
}
