/** Lets the browser paint and answer input between two long pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// An asynchronous boundary: Module Federation must settle the shared singletons (React, the
// router, the session store...) before any module that imports them runs. The app is evaluated
// in three tasks, the browser answering input between them: React DOM, then the other large
// libraries, then the app. Evaluated at once, they made one long task on a phone, which held
// every tap and scroll meanwhile.
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

// On a page the server rendered, this script runs only once the page is painted, its largest
// picture included: the page's loader starts it (api/src/web/app-loader.ts).
void boot();
