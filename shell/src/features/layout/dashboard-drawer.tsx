import { type ReactNode, createContext, useContext, useEffect, useMemo, useState } from 'react';

/** The side menu's element id, which the navbar's toggle controls. */
export const DASHBOARD_MENU_ID = 'dashboard-menu';

interface DashboardDrawer {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

const DashboardDrawerContext = createContext<DashboardDrawer | null>(null);

/** The toggle is whatever controls the menu (`aria-controls`), so no ref has to be passed round. */
const focusTheToggle = () =>
  document.querySelector<HTMLElement>(`[aria-controls="${DASHBOARD_MENU_ID}"]`)?.focus();

/**
 * Whether the dashboard's side menu is shown on small screens, where the navbar's toggle opens
 * it over the page. Wide screens always show it. Escape closes it, as it does any overlay, and
 * puts the focus back on the toggle.
 */
export function DashboardDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      // A dialog over the dashboard handles its own Escape and stops it before it gets here.
      if (event.key !== 'Escape') return;
      setOpen(false);
      focusTheToggle();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const drawer = useMemo(
    () => ({ open, toggle: () => setOpen((value) => !value), close: () => setOpen(false) }),
    [open],
  );
  return (
    <DashboardDrawerContext.Provider value={drawer}>{children}</DashboardDrawerContext.Provider>
  );
}

export function useDashboardDrawer(): DashboardDrawer {
  const drawer = useContext(DashboardDrawerContext);
  if (!drawer) throw new Error('useDashboardDrawer needs a DashboardDrawerProvider above it');
  return drawer;
}
