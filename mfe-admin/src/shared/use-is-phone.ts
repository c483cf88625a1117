import { breakpoints } from '@marketplace/ui';
import { useSyncExternalStore } from 'react';

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
 * it renders, not only how it looks. (The seller remote has the same hook; each remote deploys on
 * its own, so neither may rely on the other's, or on a shell new enough to share one.)
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone);
}
