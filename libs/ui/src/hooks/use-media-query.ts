import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following the screen and the system settings as they
 * change. A server has no screen: it renders, and the browser hydrates, as if none matched, and
 * the browser then renders again with the real answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
