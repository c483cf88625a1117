import { useEffect, useState } from 'react';

/** How long typing pauses before a type-ahead asks for suggestions. */
const TYPING_PAUSE_MS = 200;

/**
 * The value once it has stayed the same for `delayMs`: a type-ahead asks for what the visitor
 * settled on, not for every key.
 */
export function useTypingPause<T>(value: T, delayMs: number = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
