// An asynchronous boundary: Module Federation must settle the shared singletons (React, the
// router, the session store...) before any module that imports them runs.
import('./bootstrap');
