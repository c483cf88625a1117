import { useSession } from '@marketplace/auth';
import { useEffect } from 'react';

/**
 * Reads the account again whenever the person comes back to this tab, while `active`: the email
 * may have been proven in another tab (the link opens in a new one) or on another device.
 */
export function useReloadUserWhenBack(active: boolean): void {
  const reloadUser = useSession((session) => session.reloadUser);
  useEffect(() => {
    if (!active) return undefined;
    const reload = () => {
      if (document.visibilityState === 'visible') reloadUser().catch(() => undefined);
    };
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', reload);
    return () => {
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', reload);
    };
  }, [active, reloadUser]);
}
