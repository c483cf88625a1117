import styled from 'styled-components';
import { Badge } from './Badge';

const StyledCheck = styled.svg`
  width: 0.875em;
  height: 0.875em;
`;

const StyledIconOnly = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.success};
`;

function CheckIcon() {
  return (
    <StyledCheck viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm3.6 5.2a.8.8 0 0 0-1.13 0L7 8.67 5.53 7.2a.8.8 0 1 0-1.13 1.13l2.03 2.04a.8.8 0 0 0 1.14 0l4.03-4.04a.8.8 0 0 0 0-1.13Z"
      />
    </StyledCheck>
  );
}

export interface VerifiedBadgeProps {
  label?: string;
  /** Only the green check, for tight spots such as beside a seller's name; the label stays its accessible name. */
  iconOnly?: boolean;
}

/** SPEC.md's green 'verified' badge for sellers an administrator has verified. */
export function VerifiedBadge({ label = 'verified', iconOnly = false }: VerifiedBadgeProps) {
  if (iconOnly) {
    return (
      <StyledIconOnly role="img" aria-label={label} title={label}>
        <CheckIcon />
      </StyledIconOnly>
    );
  }
  return (
    <Badge tone="success">
      <CheckIcon />
      {label}
    </Badge>
  );
}
