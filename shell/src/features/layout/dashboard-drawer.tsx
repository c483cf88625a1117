import {
  type ReactNode,
  type RefObject,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** The side menu's element id, which the navbar's toggle controls. */
export const DASHBOARD_MENU_ID = 'dashboard-menu';

interface DashboardDrawer {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The navbar's toggle, which gets the focus back when Escape closes the drawer. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

const DashboardDrawerContext = createContext<DashboardDrawer | null>(null);

/**
 * Whether the dashboard's side menu is shown on small screens, where the navbar's toggle opens
 * it over the page. Wide screens always show it. Escape closes it, as it does any overlay, and
 * puts the focus back on the toggle.
 */
export function DashboardDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  const drawer = useMemo(
    () => ({
      open,
      toggle: () => setOpen((value) => !value),
      close: () => setOpen(false),
      toggleRef,
    }),
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
