import { createContext } from 'react';
import type { ConfirmOptions } from './ConfirmDialog';

/** Asks the question in a dialog; resolves true on confirm and false on any way of cancelling. */
export type Confirm = (prompt: string, options?: ConfirmOptions) => Promise<boolean>;

/**
 * The one piece of state this library holds for the whole page, so the one part of it Module
 * Federation shares (as `@marketplace/ui/confirm-context`): each app bundles the components it
 * uses, and the dialog the shell's provider holds answers every remote's `useConfirm`.
 */
export const ConfirmContext = createContext<Confirm | null>(null);
