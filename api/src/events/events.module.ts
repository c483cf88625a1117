import { Global, Module } from '@nestjs/common';
import { CommittedEvents } from './committed-events.js';
import { DomainEvents } from './domain-events.js';

@Global()
@Module({ providers: [DomainEvents, CommittedEvents], exports: [DomainEvents, CommittedEvents] })
export class EventsModule {}
