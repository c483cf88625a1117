import { Global, Module } from '@nestjs/common';
import { LiveController } from './live.controller.js';
import { LiveEventHandlers } from './live.events.js';
import { LivePublisher } from './live-publisher.js';
import { LiveStreams } from './live-streams.js';

/** Server-Sent Events to signed-in accounts, fanned out across processes. */
@Global()
@Module({
  controllers: [LiveController],
  providers: [LivePublisher, LiveStreams, LiveEventHandlers],
  exports: [LivePublisher],
})
export class LiveModule {}
