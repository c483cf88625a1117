import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobQueue } from '../jobs/job-queue.js';
import { type CommittedEventMap, type CommittedEventName, DomainEvents } from './domain-events.js';

/**
 * The outbox's kind of job. The database writes these rows itself, in the statement that made
 * the change (migration 0014's `orders_changed_outbox`, with these attempts), so an event exists
 * exactly when its change committed, at no extra round trip.
 */
const COMMITTED_EVENT_JOB = 'domain-event';
const COMMITTED_EVENT_ATTEMPTS = 5;

interface CommittedEventJob<E extends CommittedEventName = CommittedEventName> {
  event: E;
  payload: CommittedEventMap[E];
}

/** Delivers the outbox's events to their `afterCommit` handlers, from the job worker. */
@Injectable()
export class CommittedEvents implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly queue: JobQueue,
  ) {}

  onModuleInit(): void {
    this.queue.define<CommittedEventJob>({
      kind: COMMITTED_EVENT_JOB,
      maxAttempts: COMMITTED_EVENT_ATTEMPTS,
      run: ({ event, payload }) => this.events.deliverCommitted(event, payload),
    });
  }
}
