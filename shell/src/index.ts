/** Lets the browser paint and answer input between two long pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// An asynchronous boundary: Module Federation must settle the shared singletons (React, the
// router, the session store...) before any module that imports them runs. The app is evaluated
// in three tasks, the browser answering input between them: React DOM, then the other large
// libraries, then the app. Evaluated at once, they made one task of 180–270 ms on a phone (4x
// slower CPU), which held every tap and scroll meanwhile.
const boot = async () => {
  await import('react-dom/client');
  await yieldToBrowser();
  await Promise.all([
    import('@marketplace/routing'),
    import('@tanstack/react-query'),
    import('styled-components'),
  ]);
  await yieldToBrowser();
  await import('./bootstrap');
};

/** How long a slow picture may hold the app back; its links work meanwhile, being links. */
const HERO_WAIT_MS = 2500;

/**
 * Resolves once the page's largest picture (the one the server marked `fetchpriority="high"`) is
 * decoded and ready to paint, or failed, or at the latest after `HERO_WAIT_MS`. Evaluating and
 * hydrating the app takes the main thread for a second or more on a slow phone; a picture that
 * arrives meanwhile is only painted after it (Lighthouse, six runs of the home page: one banner
 * painted at 2.4 s, 1.6 s after it arrived; with this wait, all by 1.6 s).
 */
function heroReady(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero) return Promise.resolve();
  return Promise.race([
    hero.decode().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, HERO_WAIT_MS)),
  ]);
}

// A page the server rendered can be read already: the browser paints it, banner included, before
// the app's own scripts start running, then the app hydrates it one frame later.
if (document.getElementById('hydration-state')) {
  void heroReady().then(() => requestAnimationFrame(() => setTimeout(boot, 0)));
} else {
  void boot();
}
