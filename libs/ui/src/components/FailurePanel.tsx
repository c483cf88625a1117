import { apiErrorMessage } from '@marketplace/api-client';
import styled from 'styled-components';
import { Button } from './Button';

const StyledFailure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface FailurePanelProps {
  /** What could not be loaded: "Your products could not be loaded." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * The one way a read that failed is shown: what is missing, the server's reason (through
 * `apiErrorMessage`, so a 429 says when to come back), and "Try again".
 */
export function FailurePanel({ title, error, onRetry }: FailurePanelProps) {
  return (
    <StyledFailure role="alert">
      <p>
        <strong>{title}</strong> {apiErrorMessage(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </StyledFailure>
  );
}
