import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { SessionsService } from '../access/sessions.service.js';
import { type LiveNotification, Notifications } from '../cluster/notifications.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Draining } from '../health/draining.js';

/** More streams than this for one account in one process: the oldest is closed. */
const MAX_STREAMS_PER_ACCOUNT = 8;
/** How long a browser waits before reconnecting, sent once per stream. */
const RECONNECT_AFTER_MS = 2_000;

/**
 * This process's open `GET /api/events` streams, by account. Events for an account arrive
 * through the cluster's notifications (from any process) and are written to each of its
 * streams. Streams end when the process starts draining (their browsers reconnect to another
 * process) and when it stops, so an open stream never holds a shutdown up; and at the next
 * heartbeat once their session has ended (signed out, password reset, account suspended or
 * removed), so a revoked session stops hearing the account's messages.
 */
@Injectable()
export class LiveStreams implements OnModuleInit, OnModuleDestroy {
  private readonly streams = new Map<number, Set<ServerResponse>>();
  /** The session token each stream was opened with. */
  private readonly tokens = new Map<ServerResponse, string>();
  private heartbeat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly notifications: Notifications,
    private readonly draining: Draining,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.notifications.subscribe('live.event', (event) => this.deliver(event));
    // Events sent while this process was cut from the others are lost: the browsers reconnect
    // and refetch what they show.
    this.notifications.onResync(() => this.endAll());
    this.draining.onBegin(() => this.endAll());
    this.heartbeat = setInterval(() => void this.beat(), this.config.LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe?.();
    this.endAll();
  }

  get size(): number {
    let total = 0;
    for (const set of this.streams.values()) total += set.size;
    return total;
  }

  /** Starts the event stream on a response the caller has taken over from the framework. */
  open(
    userId: number,
    sessionToken: string,
    response: ServerResponse,
    headers: Record<string, string>,
  ): void {
    if (this.draining.active) {
      response.writeHead(503, { ...headers, 'retry-after': '1', 'content-type': 'text/plain' });
      response.end('Shutting down');
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: a proxy must neither compress nor buffer the stream.
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    response.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
    const set = this.streams.get(userId) ?? new Set();
    if (set.size >= MAX_STREAMS_PER_ACCOUNT) set.values().next().value?.end();
    set.add(response);
    this.streams.set(userId, set);
    this.tokens.set(response, sessionToken);
    response.on('error', () => response.destroy());
    response.on('close', () => {
      set.delete(response);
      this.tokens.delete(response);
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    });
  }

  private deliver({ userId, name, data }: LiveNotification): void {
    const set = this.streams.get(userId);
    if (!set) return;
    const frame = `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const response of set) response.write(frame);
  }

  /** The heartbeat: ends the streams whose session has ended, keeps the others open. */
  private async beat(): Promise<void> {
    if (this.tokens.size === 0) return;
    // The database unreachable for a moment: keep every stream, check again at the next beat.
    const live = await this.sessions
      .liveTokens([...new Set(this.tokens.values())])
      .catch(() => undefined);
    for (const [response, token] of this.tokens) {
      if (live && !live.has(token)) response.end();
      else response.write(': heartbeat\n\n');
    }
  }

  private endAll(): void {
    for (const set of this.streams.values()) for (const response of set) response.end();
    this.streams.clear();
  }
}
