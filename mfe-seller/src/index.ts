// An asynchronous boundary: Module Federation must settle the shared singletons before any
// module that imports them runs. Only the dev server uses this entry (the remote running alone).
import('./bootstrap');
