import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledWarning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.warningText};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;

  svg {
    flex: none;
    margin-top: 0.15em;
  }
`;

/**
 * A plain warning for a person about to trust a stranger: under a message or on a listing that
 * matched one of the market's scam patterns. It informs; it never blocks what it warns about.
 */
export function SafetyWarning({ children }: { children: ReactNode }) {
  return (
    <StyledWarning role="note">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1.5 15 14H1L8 1.5Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 6v3.5M8 11.5v.5" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span>
        <strong>Be careful: </strong>
        {children}
      </span>
    </StyledWarning>
  );
}
