import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Transaction } from '../database/database.js';
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

/**
 * Delivers the outbox's events to their `afterCommit` handlers, from the job worker; `record`
 * writes one from application code, in the transaction of its change.
 */
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

  /** Puts an event in the outbox inside `tx`: it is delivered once, and only if, `tx` commits. */
  async record<E extends CommittedEventName>(
    event: E,
    payload: CommittedEventMap[E],
    tx: Transaction,
  ): Promise<void> {
    const job: CommittedEventJob<E> = { event, payload };
    await this.queue.enqueue(COMMITTED_EVENT_JOB, job, { executor: tx });
  }
}
