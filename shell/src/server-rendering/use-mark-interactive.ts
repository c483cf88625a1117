import { useEffect } from 'react';

/** The attribute on `<html>` that says the page now answers input. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/**
 * Marks the document once the app has committed in the browser: until then a server-rendered
 * page shows its content, but its buttons and links do nothing. Browser journeys wait for it
 * before they act, as a visitor waits for a page to respond. `onInteractive` runs then too.
 */
export function useMarkInteractive(onInteractive?: () => void): void {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
    // Once, on the first commit, whatever `onInteractive` is on later renders.
    onInteractive?.();
  }, []);
}
