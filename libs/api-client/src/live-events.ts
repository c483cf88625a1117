import { type LiveEventName, type LiveEvents, endpoints } from '@marketplace/contracts';
import { apiUrl } from './client';

type Listener = { [Name in LiveEventName]?: (data: LiveEvents[Name]) => void } & {
  /** The stream (re)opened: whatever was sent while it was closed is lost, so refetch. */
  open?: () => void;
};

/**
 * The page's one connection to `GET /api/events`, shared by the shell and every remote (this
 * library is a Module Federation singleton): opened by the first subscriber, closed with the
 * last. The browser's EventSource reconnects by itself; each reconnection calls `open`.
 */
const listeners = new Set<Listener>();
let source: EventSource | undefined;

const EVENT_NAMES: LiveEventName[] = ['message', 'unread', 'order', 'saved-search'];

function connect() {
  const url = apiUrl(endpoints.events);
  source = new EventSource(url, { withCredentials: true });
  source.addEventListener('open', () => {
    for (const listener of listeners) listener.open?.();
  });
  for (const name of EVENT_NAMES)
    source.addEventListener(name, (event) => {
      let data: unknown;
      try {
        data = JSON.parse((event as MessageEvent<string>).data);
      } catch {
        return;
      }
      for (const listener of listeners)
        (listener[name] as ((d: unknown) => void) | undefined)?.(data);
    });
}

export function subscribeToLiveEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && typeof EventSource !== 'undefined') connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = undefined;
    }
  };
}
