import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

/** Start loading this far before the part scrolls into view, so it is ready when it arrives. */
const LOOKAHEAD = '600px 0px';

const StyledPlaceholder = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
`;

export interface WhenNearViewProps {
  /** About the height of what will render, so the page does not jump when it arrives. */
  minHeight: string;
  /** A lazily loaded part: its code is downloaded only once it is needed. */
  children: ReactNode;
}

/**
 * Renders a part of the page, and so downloads its code, only when the visitor scrolls near
 * it: what is below the fold costs nothing on the first load.
 */
export function WhenNearView({ minHeight, children }: WhenNearViewProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (!placeholder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, []);

  return (
    <StyledPlaceholder ref={placeholderRef} $minHeight={minHeight}>
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </StyledPlaceholder>
  );
}
