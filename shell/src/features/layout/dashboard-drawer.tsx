import { type ReactNode, createContext, useContext, useMemo, useState } from 'react';

/** The side menu's element id, which the navbar's toggle controls. */
export const DASHBOARD_MENU_ID = 'dashboard-menu';

interface DashboardDrawer {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

const DashboardDrawerContext = createContext<DashboardDrawer | null>(null);

/**
 * Whether the dashboard's side menu is shown on small screens, where the navbar's toggle opens
 * it over the page. Wide screens always show it.
 */
export function DashboardDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
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
