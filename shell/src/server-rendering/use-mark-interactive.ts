import { useEffect, useLayoutEffect, useState } from 'react';

/** The attribute on `<html>` that says the page now answers input. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** An area that hydrates on its own (inside a Suspense boundary); settled once it has committed. */
interface Area {
  settled: boolean;
  settle: () => void;
}

let appCommitted = false;
const unsettledAreas = new Set<Area>();
/** The app's `onInteractive`, until the document is marked. */
let whenInteractive: (() => void) | undefined;

function markWhenEverythingCommitted(): void {
  if (!appCommitted || unsettledAreas.size > 0) return;
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  const callback = whenInteractive;
  whenInteractive = undefined;
  callback?.();
}

/**
 * Marks the document once the app has committed in the browser: until then a server-rendered
 * page shows its content, but its buttons and links do nothing. Browser journeys wait for it
 * before they act, as a visitor waits for a page to respond. `onInteractive` runs then too, once.
 *
 * An area inside a Suspense boundary (a remote's page) is hydrated after the root commits: React
 * leaves a server-rendered boundary for a later, lower-priority pass. The document is marked
 * only when every such area on the page has committed too (see useAreaCommit).
 */
export function useMarkInteractive(onInteractive?: () => void): void {
  useEffect(() => {
    appCommitted = true;
    // Once, whatever `onInteractive` is on later renders.
    whenInteractive = onInteractive;
    markWhenEverythingCommitted();
  }, []);
}

/**
 * For the component around a separately hydrated area: returns what the area calls once its
 * content (or its failure) has committed, the same function on every render. Until then the
 * document is not marked interactive.
 */
export function useAreaCommit(): () => void {
  const [area] = useState(() => {
    const created: Area = {
      settled: false,
      settle: () => {
        created.settled = true;
        unsettledAreas.delete(created);
        markWhenEverythingCommitted();
      },
    };
    return created;
  });
  // A layout effect: it runs before every passive effect of the commit, so the area is registered
  // before the app's effect marks the document and before its content's effect settles it. Only a
  // failure caught in the same commit settles it first (the boundary's componentDidCatch, a
  // child's layout-phase call, runs before this): then it is never registered.
  useLayoutEffect(() => {
    if (!area.settled) unsettledAreas.add(area);
    return () => {
      unsettledAreas.delete(area);
      markWhenEverythingCommitted();
    };
  }, [area]);
  return area.settle;
}
