import { apiErrorMessage } from '@marketplace/api-client';
import { Button } from '@marketplace/ui';
import styled from 'styled-components';

const StyledFailure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};

  p {
    margin: 0;
  }
`;

export interface QueryFailureProps {
  /** What could not be loaded, e.g. "The categories could not be loaded." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: what is missing, the server's reason, and a way to ask again. */
export function QueryFailure({ title, error, onRetry }: QueryFailureProps) {
  return (
    <StyledFailure role="alert">
      <p>
        <strong>{title}</strong> {apiErrorMessage(error)}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </StyledFailure>
  );
}
