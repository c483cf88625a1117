import { useMediaQuery } from '@marketplace/ui';

/** Whether the visitor asked their system for less motion; follows the setting as it changes. */
export const usePrefersReducedMotion = (): boolean =>
  useMediaQuery('(prefers-reduced-motion: reduce)');
