import { createContext } from 'react';
import { create } from 'zustand';
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

/**
 * Whether any app has shown a toast yet: the shell's provider puts up the toaster with the page's
 * first one (see `toast.ts`).
 */
export const useToasterWanted = create<boolean>(() => false);
