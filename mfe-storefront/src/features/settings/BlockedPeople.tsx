import { apiErrorMessage, useBlocks, useUnblockPerson } from '@marketplace/api-client';
import { Avatar, Button, FailurePanel, Loader, toast, useConfirm } from '@marketplace/ui';
import styled from 'styled-components';
import { SettingsSection } from './SettingsSection';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The people the account blocked, each with Unblock. */
export function BlockedPeople() {
  const blocks = useBlocks();
  const unblock = useUnblockPerson();
  const confirm = useConfirm();

  async function handleUnblock(id: string, name: string) {
    const agreed = await confirm(
      `Unblock ${name}? You will see each other's listings again, and can message each other.`,
      { confirmLabel: 'Unblock' },
    );
    if (!agreed) return;
    unblock.mutate(id, {
      onSuccess: () => toast.success(`${name} is unblocked`),
      onError: (error) => toast.error(`${name} is still blocked: ${apiErrorMessage(error)}`),
    });
  }

  return (
    <SettingsSection
      title="Blocked people"
      description="People you blocked cannot message you or order your items, and you do not see each other's listings. They are not told."
    >
      {blocks.isPending && <Loader label="Loading the people you blocked" />}
      {blocks.isError && (
        <FailurePanel
          title="The people you blocked could not be loaded"
          error={blocks.error}
          onRetry={() => void blocks.refetch()}
        />
      )}
      {blocks.isSuccess &&
        (blocks.data.length === 0 ? (
          <StyledEmpty>You have not blocked anyone.</StyledEmpty>
        ) : (
          <StyledList aria-label="Blocked people">
            {blocks.data.map((person) => (
              <StyledRow key={person._id}>
                <Avatar name={person.name} src={person.image} decorative />
                <span>{person.name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Unblock ${person.name}`}
                  loading={unblock.isPending && unblock.variables === person._id}
                  onClick={() => void handleUnblock(person._id, person.name)}
                >
                  Unblock
                </Button>
              </StyledRow>
            ))}
          </StyledList>
        ))}
    </SettingsSection>
  );
}
