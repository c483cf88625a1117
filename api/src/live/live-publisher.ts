import { Injectable } from '@nestjs/common';
import type { LiveEventName, LiveEvents } from '@marketplace/contracts';
import { Notifications } from '../cluster/notifications.js';

/**
 * Sends an event to one account's live streams, whichever API process holds them: through the
 * cluster's notifications (PostgreSQL NOTIFY, Redis pub/sub, or memory on PGlite).
 */
@Injectable()
export class LivePublisher {
  constructor(private readonly notifications: Notifications) {}

  async publish<Name extends LiveEventName>(
    userId: number,
    name: Name,
    data: LiveEvents[Name],
  ): Promise<void> {
    await this.notifications.publish('live.event', { userId, name, data });
  }
}
