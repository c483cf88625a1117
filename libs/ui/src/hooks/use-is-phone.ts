import { breakpoints } from '../theme/theme';
import { useMediaQuery } from './use-media-query';

// Below the theme's small breakpoint, where its `media.sm` rules stop applying.
const PHONE_QUERY = `(max-width: ${breakpoints.sm - 0.02}px)`;

/**
 * True on a phone-sized screen, following rotation and resizing: for a layout that changes what
 * it renders, not only how it looks (a table there becomes a list of cards).
 */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);
