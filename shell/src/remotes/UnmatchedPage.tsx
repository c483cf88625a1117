import { Loader } from '@marketplace/ui';
import { useEffect, useRef, useState } from 'react';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemoteUnavailable } from './RemoteBoundary';
import { useRemoteRoutes, useRemotes } from './remotes-context';

/**
 * An address no loaded manifest claims. While a remote's manifest is on its way it may still be
 * one of its pages; if a remote's manifest failed it may be one of that remote's, so the area
 * says the section is unavailable and offers Retry; otherwise the address is unknown.
 */
export function UnmatchedPage() {
  const { routes } = useRemotes();
  const { status } = useRemoteRoutes();
  const [retrying, setRetrying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const statuses = Object.values(status);
  if (retrying || statuses.includes('loading')) return <Loader label="Loading page" />;
  if (statuses.includes('failed')) {
    const retry = () => {
      setRetrying(true);
      timer.current = setTimeout(() => {
        void routes.load().finally(() => setRetrying(false));
      }, routes.waitBeforeRetry());
    };
    return <RemoteUnavailable onRetry={retry} />;
  }
  return <NotFoundPage />;
}
