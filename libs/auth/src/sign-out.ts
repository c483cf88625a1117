import { discardDraftsOf } from './drafts';
import type { useSession } from './session-store';

/*
 * A sign-out in one tab signs out every other tab of the site at once, rather than at its next
 * refused call: a private conversation must not stay on screen. Not on the first page's path:
 * the session store loads the telling at a sign-out, and the account menu (only ever shown to
 * someone signed in) the listening.
 */

/** Where a tab says it signed out: a BroadcastChannel, or localStorage's storage event without. */
const SIGN_OUT_CHANNEL = 'marketplace-sign-out';

/** What the account kept on this device goes with it; then every other tab hears. */
export async function signedOutHere(userId: string): Promise<void> {
  await discardDraftsOf(userId).catch(() => undefined);
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
    channel.postMessage('signed-out');
    channel.close();
  } else {
    localStorage.setItem(SIGN_OUT_CHANNEL, String(Date.now()));
  }
}

/** Signs this tab out when another says it signed out; returns what stops the listening. */
export function signOutWithOtherTabs(store: typeof useSession): () => void {
  const signOut = () => {
    if (store.getState().status === 'signed-in')
      store.setState({ status: 'signed-out', user: null });
  };
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
    channel.onmessage = signOut;
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGN_OUT_CHANNEL) signOut();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
