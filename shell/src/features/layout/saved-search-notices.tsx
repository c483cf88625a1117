import { subscribeToLiveEvents } from '@marketplace/api-client';
import { useNavigate } from '@marketplace/routing';
import { toast } from '@marketplace/ui';
import { useEffect } from 'react';

/** How long a match's notice stays: long enough to read a name and tap it. */
const NOTICE_MS = 10_000;

/**
 * A notice on whatever page is open when a new listing matches one of the account's saved
 * searches, linking to the listing (the dashboard's Saved searches counts it as well).
 */
export function useSavedSearchNotices(signedIn: boolean) {
  // The toaster sits outside the router, so its link navigates through the layout's router.
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) return undefined;
    return subscribeToLiveEvents({
      'saved-search': ({ name, productId, productName }) => {
        const path = `/producs/${encodeURIComponent(productId)}`;
        toast(
          <span>
            New for your saved search “{name}”:{' '}
            <a
              href={path}
              onClick={(event) => {
                event.preventDefault();
                void navigate(path);
              }}
            >
              {productName}
            </a>
          </span>,
          { duration: NOTICE_MS, id: `saved-search-${productId}` },
        );
      },
    });
  }, [signedIn, navigate]);
}
