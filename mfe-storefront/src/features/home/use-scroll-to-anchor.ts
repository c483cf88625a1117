import { type RefObject, useEffect } from 'react';
import { useLocation } from '@marketplace/routing';

/**
 * Brings the section into view when the address names it (`/#categories`), once it is there to
 * scroll to. The router scrolls to an anchor on arrival, but this section appears only after the
 * remote page and its data have loaded, when the router has long since looked.
 */
export function useScrollToAnchor(
  anchor: string,
  ref: RefObject<HTMLElement | null>,
  ready: boolean,
) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${anchor}`) ref.current?.scrollIntoView({ block: 'start' });
    // `key` too: following the same anchor link again scrolls again.
  }, [anchor, hash, key, ready, ref]);
}
