import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useBackCloses } from '../hooks/use-back-closes';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { media } from '../theme/theme';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = { sm: '26rem', md: '34rem', lg: '48rem' };

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.overlay};

  ${media.sm} {
    align-items: center;
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const StyledDialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 1rem);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
`;

// Room on the right for the close button, which sits over the header's corner.
const StyledHeader = styled.div`
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[12]} 0 ${theme.space[5]}`};
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledDescription = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const StyledCloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  overflow-y: auto;
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `0 ${theme.space[5]} ${theme.space[5]}`};
`;

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** The dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, laid out at the bottom right. */
  footer?: ReactNode;
  /** What gets focus on opening; by default the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: ModalSize;
  closeLabel?: string;
}

/** An accessible modal dialog, rendered into `document.body` only while open. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  initialFocusRef,
  size = 'md',
  closeLabel = 'Close',
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(dialogRef, initialFocusRef);
  useBodyScrollLock();
  useBackCloses(onClose);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // A dialog opened from inside this one is its React child: Escape closes only the innermost.
    event.stopPropagation();
    onClose();
  };
  const closeOnBackdrop = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <StyledOverlay onMouseDown={closeOnBackdrop}>
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={closeOnEscape}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
        </StyledHeader>
        {children && <StyledBody>{children}</StyledBody>}
        {footer && <StyledFooter>{footer}</StyledFooter>}
        {/* Last in the tab order, so opening a dialog lands on its content, not on "close". */}
        <StyledCloseButton type="button" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </StyledCloseButton>
      </StyledDialog>
    </StyledOverlay>
  );
}

/** The page behind a dialog must not scroll under it; restores whatever overflow was set before. */
function useBodyScrollLock() {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
}
