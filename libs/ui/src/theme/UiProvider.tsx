import { useToasterWanted } from '@marketplace/ui/page-state';
import { type ReactNode, Suspense, lazy } from 'react';
import { ThemeProvider } from 'styled-components';
import { ConfirmProvider } from '../components/ConfirmProvider';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

const toastStyle = {
  color: theme.colors.text,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
  fontFamily: theme.fonts.body,
};

const Toaster = lazy(async () => ({ default: (await import('react-hot-toast')).Toaster }));

/** Put up with the page's first toast (see `toast.ts`); a server's render has none. */
function PageToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        containerStyle={{ zIndex: theme.zIndices.toast }}
        toastOptions={{
          style: toastStyle,
          success: {
            iconTheme: { primary: theme.colors.success, secondary: theme.colors.onPrimary },
          },
          error: { iconTheme: { primary: theme.colors.danger, secondary: theme.colors.onPrimary } },
        }}
      />
    </Suspense>
  );
}

/** Everything the UI needs once at the root: the theme, global styles, toasts and the confirm dialog. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ConfirmProvider>{children}</ConfirmProvider>
      <PageToaster />
    </ThemeProvider>
  );
}
