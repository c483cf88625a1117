import { apiErrorMessage } from '@marketplace/api-client';
import { Button } from '@marketplace/ui';
import styled from 'styled-components';

const StyledFailure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledReason = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface LoadFailureProps {
  /** What could not be loaded: "The products could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A list or page that failed to load: what failed, the server's reason, and Retry. */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  return (
    <StyledFailure role="alert">
      <StyledTitle>{title}</StyledTitle>
      <StyledReason>{apiErrorMessage(error)}</StyledReason>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </StyledFailure>
  );
}
