import { breakpoints } from '@marketplace/ui';
import { useSyncExternalStore } from 'react';

// Below the theme's small breakpoint, where its media queries stop applying.
const PHONE_QUERY = `(max-width: ${breakpoints.sm - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PHONE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * True on a phone-sized screen, following rotation and resizing. For layouts that change what
 * they render, not only how it looks: a table there becomes a list of cards.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone);
}
