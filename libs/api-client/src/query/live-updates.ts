import { useLiveConversationUpdates } from './conversations';
import { useLiveOrderUpdates } from './orders';
import { useLiveSavedSearchUpdates } from './saved-searches';

/**
 * Keeps the cache current from the live stream while `signedIn`, each domain its own part (the
 * page's one connection is shared). Mount it once, in the shell.
 */
export function useLiveUpdates(signedIn: boolean) {
  useLiveConversationUpdates(signedIn);
  useLiveOrderUpdates(signedIn);
  useLiveSavedSearchUpdates(signedIn);
}
