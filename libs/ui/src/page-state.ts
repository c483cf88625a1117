import { createContext } from 'react';
import type { ConfirmOptions } from './components/ConfirmDialog';

/**
 * The UI library's page-wide state, so the one part of it Module Federation shares (as
 * `@marketplace/ui/page-state`, the name the library's own files import it by): each app bundles
 * the components it uses, and these reach across apps.
 */

/** Asks the question in a dialog; resolves true on confirm and false on any way of cancelling. */
export type Confirm = (prompt: string, options?: ConfirmOptions) => Promise<boolean>;

/** The dialog the shell's provider holds answers every remote's `useConfirm`. */
export const ConfirmContext = createContext<Confirm | null>(null);

let toasterWanted = false;
const toasterWatchers = new Set<() => void>();

/** The first toast of the page, from any app, has the shell's provider put up the toaster. */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const watcher of toasterWatchers) watcher();
}

export const isToasterWanted = (): boolean => toasterWanted;

export function watchToasterRequests(watcher: () => void): () => void {
  toasterWatchers.add(watcher);
  return () => toasterWatchers.delete(watcher);
}
