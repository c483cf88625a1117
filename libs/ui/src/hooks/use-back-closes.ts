import { useEffect, useId, useRef } from 'react';

/** The history entry an open dialog added, marked in its state (the address stays the page's). */
const markOf = (state: unknown): string | undefined =>
  (state as { dialog?: string } | null)?.dialog;

const withMark = (mark: string) => ({
  ...((window.history.state as object | null) ?? {}),
  dialog: mark,
});

/** The dialogs open now, by mark: a dialog opened inside one adds its own entry. */
const openMarks = new Set<string>();

/** Entries closed dialogs are taking back with `history.back()`, whose popstate is no Back. */
let entriesGivenBack = 0;
let givingBack = false;

function listenFirst(): void {
  if (listening) return;
  listening = true;
  // Registered before any dialog's listener, so those hear whose popstate it is.
  window.addEventListener('popstate', () => {
    givingBack = entriesGivenBack > 0;
    if (givingBack) entriesGivenBack -= 1;
  });
}
let listening = false;

/**
 * While a dialog is open, the browser's Back (a phone's back gesture) closes it instead of
 * leaving the page: opening it adds a history entry at the same address, Back takes that entry
 * away and closes the dialog, and closing it any other way takes the entry away too.
 */
export function useBackCloses(onClose: () => void): void {
  const mark = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    listenFirst();
    const { history } = window;
    // A dialog opened just as another closed takes over the entry that one was giving back.
    const current = markOf(history.state);
    if (current && !openMarks.has(current)) history.replaceState(withMark(mark), '');
    else history.pushState(withMark(mark), '');
    openMarks.add(mark);
    let gone = false;
    const onPop = () => {
      if (markOf(history.state) === mark) return;
      if (givingBack) {
        // Another dialog's entry went, and ours with it: put ours back.
        history.pushState(withMark(mark), '');
        return;
      }
      gone = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      openMarks.delete(mark);
      if (gone) return;
      // After this turn: a dialog opened next may take the entry over instead.
      setTimeout(() => {
        if (markOf(history.state) !== mark) return;
        entriesGivenBack += 1;
        history.back();
      });
    };
  }, [mark]);
}
