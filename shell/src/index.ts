// An asynchronous boundary: Module Federation must settle the shared singletons (React, the
// router, the session store...) before any module that imports them runs.
const boot = () => import('./bootstrap');

// A page the server rendered can be read already: the browser paints it, banner included, before
// the app's own scripts start downloading and running. On a slow phone they would otherwise hold
// that first paint back by a second or more; hydrating one frame later costs nothing visible.
if (document.getElementById('hydration-state')) {
  requestAnimationFrame(() => setTimeout(boot, 0));
} else {
  void boot();
}
