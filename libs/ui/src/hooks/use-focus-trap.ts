import { type RefObject, useEffect } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/** Open traps, innermost last: only the innermost dialog holds focus, so a dialog may open another. */
const openTraps: HTMLElement[] = [];

/**
 * While mounted, keeps keyboard focus inside `containerRef`: it moves focus in (to
 * `initialFocusRef`, else the first focusable element, else the container), wraps Tab and
 * Shift+Tab at the ends, pulls back focus that lands outside, and on unmount returns focus to
 * whatever had it before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openTraps.push(container);
    const isInnermost = () => openTraps.at(-1) === container;

    (initialFocusRef?.current ?? focusableIn(container)[0] ?? container).focus();

    const wrapTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isInnermost()) return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (
        event.shiftKey &&
        (document.activeElement === first || document.activeElement === container)
      ) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const pullFocusBack = (event: FocusEvent) => {
      if (isInnermost() && event.target instanceof Node && !container.contains(event.target)) {
        (focusableIn(container)[0] ?? container).focus();
      }
    };

    container.addEventListener('keydown', wrapTab);
    document.addEventListener('focusin', pullFocusBack);
    return () => {
      container.removeEventListener('keydown', wrapTab);
      document.removeEventListener('focusin', pullFocusBack);
      openTraps.splice(openTraps.indexOf(container), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [containerRef, initialFocusRef]);
}
