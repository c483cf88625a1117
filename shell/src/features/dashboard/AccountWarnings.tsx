import { apiErrorMessage, useAcknowledgeWarning, useWarnings } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { Button, formatDay, toast } from '@marketplace/ui';
import styled from 'styled-components';

const StyledWarning = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.warningText};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  button {
    align-self: flex-start;
  }
`;

/**
 * An administrator's warnings about the account, on every dashboard page until the person says
 * they read each one (the same words came by email).
 */
export function AccountWarnings() {
  const user = useCurrentUser();
  const warnings = useWarnings(Boolean(user));
  const acknowledge = useAcknowledgeWarning();
  if (!warnings.data?.length) return null;
  return (
    <>
      {warnings.data.map((warning) => (
        <StyledWarning key={warning._id} role="alert" aria-labelledby={`warning-${warning._id}`}>
          <h2 id={`warning-${warning._id}`}>
            A warning from the administrators, {formatDay(warning.createdAt)}
          </h2>
          <p>{warning.text}</p>
          <Button
            size="sm"
            variant="secondary"
            loading={acknowledge.isPending && acknowledge.variables === warning._id}
            onClick={() =>
              acknowledge.mutate(warning._id, {
                onError: (error) =>
                  toast.error(`The warning is still shown: ${apiErrorMessage(error)}`),
              })
            }
          >
            I understand
          </Button>
        </StyledWarning>
      ))}
    </>
  );
}
