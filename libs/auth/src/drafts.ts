import { useCurrentUser } from '@marketplace/auth';
import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * Work in progress kept on this device until it is sent: Add Product (its photos too), an order
 * form, a message being typed. In IndexedDB, which holds files as well as text, under the
 * account's id, so one account never sees another's; signing out here clears them (the session
 * store calls `discardDraftsOf`). Not shared between apps by Module Federation: every app's copy
 * opens the same database. Without IndexedDB (a private window that refuses it) nothing is kept.
 */

const DATABASE = 'marketplace-drafts';
const STORE = 'drafts';
/** How long typing may pause before what was typed is written: often enough, not every key. */
const SAVE_DELAY_MS = 300;

let opened: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
  return opened;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const store = (await database()).transaction(STORE, mode).objectStore(STORE);
  return new Promise((resolve, reject) => {
    const request = work(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
  });
}

const keyOf = (ownerId: string, name: string) => `${ownerId}:${name}`;

/** Every draft of one account: its keys all start with its id and a colon. */
const draftsOf = (ownerId: string) => IDBKeyRange.bound(`${ownerId}:`, `${ownerId}:\uffff`);

/** Clears every draft the account kept on this device. */
export async function discardDraftsOf(ownerId: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(draftsOf(ownerId)));
}

export interface Draft<Value> {
  /** False until the kept draft (or its absence) is known: a form waits to fill itself. */
  ready: boolean;
  /** What was kept, to fill the form with once. */
  restored: Value | undefined;
  /** Keeps the new state of the work, shortly after the last change. */
  save: (value: Value) => void;
  /** Sent: nothing to keep any more. */
  discard: () => void;
}

/**
 * The signed-in account's draft called `name` ("add-product", "message:12"). What was typed is
 * written shortly after each change, and again when the form goes away: a page signed out by
 * another tab (whose sign-out cleared the drafts) keeps what it was showing for the next sign-in.
 */
export function useDraft<Value>(name: string): Draft<Value> {
  const ownerId = useCurrentUser()?.id;
  const [state, setState] = useState<{ ready: boolean; restored: Value | undefined }>({
    ready: false,
    restored: undefined,
  });
  /** The work as it is now, once changed here; null when sent or unchanged. */
  const latest = useRef<{ value: Value } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let current = true;
    setState({ ready: false, restored: undefined });
    if (!ownerId) return;
    void inStore(
      'readonly',
      (store) => store.get(keyOf(ownerId, name)) as IDBRequest<Value | undefined>,
    )
      .catch(() => undefined)
      .then((restored) => current && setState({ ready: true, restored }));
    return () => {
      current = false;
    };
  }, [ownerId, name]);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    const work = latest.current;
    if (!work || !ownerId) return;
    inStore('readwrite', (store) => store.put(work.value, keyOf(ownerId, name))).catch(
      () => undefined,
    );
  }, [ownerId, name]);

  // Written when the form goes away, and when the page is hidden or left (a phone closing it).
  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [write]);

  const save = useCallback(
    (value: Value) => {
      latest.current = { value };
      clearTimeout(timer.current);
      timer.current = setTimeout(write, SAVE_DELAY_MS);
    },
    [write],
  );

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    latest.current = null;
    if (ownerId) {
      inStore('readwrite', (store) => store.delete(keyOf(ownerId, name))).catch(() => undefined);
    }
  }, [ownerId, name]);

  return { ...state, save, discard };
}
