import { useSyncExternalStore } from 'react';
import { breakpoints } from '../theme/theme';

// Below the theme's small breakpoint, where its `media.sm` rules stop applying.
const PHONE_QUERY = `(max-width: ${breakpoints.sm - 0.02}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * True on a phone-sized screen, following rotation and resizing: for a layout that changes what
 * it renders, not only how it looks (a table there becomes a list of cards).
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone);
}
