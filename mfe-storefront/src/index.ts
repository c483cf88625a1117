// An asynchronous boundary: Module Federation must settle the shared singletons before any
// module that imports them runs. Only the dev server uses this entry (the remote running alone).
// Nothing waits for it: a failed load shows in the console as an unhandled rejection.
void import('./bootstrap');
