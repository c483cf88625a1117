import {
  type ReactNode,
  Suspense,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
// Through the package's own name, not a relative path: that is the request Module Federation
// shares, so the shell's provider and every remote's useConfirm meet in one context.
import { type Confirm, ConfirmContext } from '@marketplace/ui/page-state';
import type { ConfirmOptions } from './ConfirmDialog';

export type { Confirm };

// Every page holds the provider; the dialog's code loads with the first question asked.
const ConfirmDialog = lazy(async () => ({
  default: (await import('./ConfirmDialog')).ConfirmDialog,
}));

interface OpenRequest extends ConfirmOptions {
  prompt: string;
}

/** Holds the one confirmation dialog of the page. `UiProvider` includes it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRequest(null);
  }, []);

  const confirm = useCallback<Confirm>((prompt, options) => {
    // A second question replaces the first, which counts as cancelled rather than left hanging.
    answer.current?.(false);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setRequest({ prompt, ...options });
    });
  }, []);

  useEffect(() => () => answer.current?.(false), []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            prompt={request.prompt}
            subject={request.subject}
            detail={request.detail}
            confirmLabel={request.confirmLabel}
            cancelLabel={request.cancelLabel}
            tone={request.tone}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/**
 * `const confirm = useConfirm(); if (await confirm(CONFIRM_PROMPTS.deleteUser)) …`
 * Needs `UiProvider` (or `ConfirmProvider`) above it.
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm)
    throw new Error('useConfirm needs UiProvider (or ConfirmProvider) above it in the tree');
  return confirm;
}
