import { act, render, screen } from '@testing-library/react';
import { breakpoints } from '../theme/theme';
import { useIsPhone } from './use-is-phone';

/** A screen `width` pixels wide whose media queries can be told it was resized. */
function aScreen(width: number) {
  const listeners = new Set<() => void>();
  let currentWidth = width;
  const maxWidth = (query: string) => Number(/max-width: ([\d.]+)px/.exec(query)?.[1]);
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return currentWidth <= maxWidth(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  return {
    resizeTo(newWidth: number) {
      currentWidth = newWidth;
      act(() => listeners.forEach((listener) => listener()));
    },
    listening: () => listeners.size,
  };
}

function Layout() {
  return <p>{useIsPhone() ? 'cards' : 'table'}</p>;
}

describe('useIsPhone', () => {
  const realMatchMedia = window.matchMedia.bind(window);
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('is true below the small breakpoint and false from it up', () => {
    aScreen(breakpoints.sm - 1);
    const { unmount } = render(<Layout />);
    expect(screen.getByText('cards')).toBeInTheDocument();
    unmount();

    aScreen(breakpoints.sm);
    render(<Layout />);
    expect(screen.getByText('table')).toBeInTheDocument();
  });

  it('follows the screen as it turns or resizes, and stops listening when unmounted', () => {
    const screenSize = aScreen(390);
    const { unmount } = render(<Layout />);
    expect(screen.getByText('cards')).toBeInTheDocument();

    screenSize.resizeTo(844);
    expect(screen.getByText('table')).toBeInTheDocument();

    unmount();
    expect(screenSize.listening()).toBe(0);
  });
});
