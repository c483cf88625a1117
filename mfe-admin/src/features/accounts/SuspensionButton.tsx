import { apiErrorMessage, useSuspendUser, useUnsuspendUser } from '@marketplace/api-client';
import { SUSPENSION_REASON_MAX_LENGTH, type User } from '@marketplace/contracts';
import { Button, ReasonDialog, VisuallyHidden } from '@marketplace/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { RowActionButton } from '../../shared/RowActionButton';
import { useConfirmedAction } from '../../shared/use-confirmed-action';

/**
 * Suspend (asking why: the account's owner is told, and the audit log keeps it) or, on a
 * suspended account, Lift. Suspension ends the account's sessions and hides its listings.
 */
export function SuspensionButton({ account }: { account: User }) {
  const [asking, setAsking] = useState(false);
  const suspension = useSuspendUser();
  const lifting = useConfirmedAction(useUnsuspendUser(), {
    prompt: `Lift the suspension of ${account.name}?`,
    confirm: { confirmLabel: 'Lift suspension' },
    success: 'Suspension lifted',
  });

  if (account.suspendedAt) {
    return (
      <RowActionButton
        action={lifting}
        id={account._id}
        label="Lift"
        target={account.name}
        variant="secondary"
      />
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={suspension.isPending}
        onClick={() => setAsking(true)}
      >
        Suspend<VisuallyHidden> {account.name}</VisuallyHidden>
      </Button>
      <ReasonDialog
        open={asking}
        title={`Suspend ${account.name}?`}
        textLabel="Reason for suspending"
        maxLength={SUSPENSION_REASON_MAX_LENGTH}
        confirmLabel="Suspend"
        tone="danger"
        busy={suspension.isPending}
        onCancel={() => setAsking(false)}
        onSubmit={({ text }) =>
          suspension.mutate(
            { id: account._id, reason: text },
            {
              onSuccess: () => {
                setAsking(false);
                toast.success('Account suspended');
              },
              onError: (error) => {
                console.error(error);
                toast.error(apiErrorMessage(error));
              },
            },
          )
        }
      />
    </>
  );
}
