import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../database/database.js';
import { JobsRepository } from './jobs.repository.js';

/** What a kind of job does, and how often it may try. */
export interface JobDefinition<Payload> {
  kind: string;
  /** Attempts before the job is given up (kept with `failed_at` and its last error). */
  maxAttempts: number;
  /** Throws to be retried later. Must tolerate running twice: a worker can die after it finished. */
  run(payload: Payload): Promise<void>;
}

/**
 * The database-backed job queue: domains define kinds of job at start, then enqueue them from
 * requests (or inside their transactions). The request only inserts a row; a JobWorker in any
 * process runs it, so a slow or failing handler never slows or fails the request.
 */
@Injectable()
export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly enqueuedListeners = new Set<() => void>();

  constructor(
    private readonly jobs: JobsRepository,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  define<Payload>(definition: JobDefinition<Payload>): void {
    if (this.definitions.has(definition.kind)) {
      throw new Error(`Job kind ${definition.kind} is defined twice`);
    }
    this.definitions.set(definition.kind, definition);
  }

  definition(kind: string): JobDefinition<never> | undefined {
    return this.definitions.get(kind);
  }

  get kinds(): string[] {
    return [...this.definitions.keys()];
  }

  /**
   * Adds a job; pass a transaction as `executor` to add it only if the transaction commits.
   * The payload is stored as JSON until the job succeeds: keep secrets out of it.
   */
  async enqueue<Payload>(
    kind: string,
    payload: Payload,
    { delayMs = 0, executor = this.db }: { delayMs?: number; executor?: Database } = {},
  ): Promise<number> {
    const definition = this.definitions.get(kind);
    if (!definition) throw new Error(`Unknown job kind ${kind}`);
    const id = await this.jobs.insert(executor, {
      kind,
      payload,
      maxAttempts: definition.maxAttempts,
      delayMs,
    });
    // A job added outside a transaction is visible now: this process's worker need not wait for
    // its next poll. One added inside a transaction is found by the next poll after the commit.
    if (executor === this.db && delayMs === 0)
      for (const listener of this.enqueuedListeners) listener();
    return id;
  }

  /** Lets the worker start at once on a job enqueued in this process. */
  onEnqueued(listener: () => void): () => void {
    this.enqueuedListeners.add(listener);
    return () => this.enqueuedListeners.delete(listener);
  }
}
