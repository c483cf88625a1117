import { apiErrorMessage } from '@marketplace/api-client';
import { SUSPENSION_REASON_MAX_LENGTH, type User } from '@marketplace/contracts';
import { Button, ReasonDialog, VisuallyHidden, toast } from '@marketplace/ui';
import { type ReactNode, useState } from 'react';
import { RowActionButton } from '../../shared/RowActionButton';
import { useSuspendUser, useUnsuspendUser } from '../../shared/accounts-api';
import { useReasonedAction } from '../../shared/use-reasoned-action';

export interface Suspension {
  /** Suspend, or Lift on a suspended account. */
  button: (account: User) => ReactNode;
  /** The prompts asking why (to suspend; optionally, to lift), kept above the rows so a table turning into cards keeps them open. */
  dialog: ReactNode;
}

/**
 * Suspend (asking why: the account's owner is told, and the audit log keeps it) or, on a
 * suspended account, Lift. Suspension ends the account's sessions and hides its listings.
 */
export function useSuspension(): Suspension {
  const [suspending, setSuspending] = useState<User | null>(null);
  const suspension = useSuspendUser();
  const lifting = useReasonedAction(useUnsuspendUser(), {
    prompt: 'Lift this suspension? The account can sign in again and its listings come back.',
    confirm: { confirmLabel: 'Lift suspension' },
    success: 'Suspension lifted',
  });

  return {
    button: (account) =>
      account.suspendedAt ? (
        <RowActionButton
          action={lifting}
          id={account._id}
          label="Lift"
          target={account.name}
          variant="secondary"
        />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          loading={suspension.isPending && suspension.variables?.id === account._id}
          onClick={() => setSuspending(account)}
        >
          Suspend<VisuallyHidden> {account.name}</VisuallyHidden>
        </Button>
      ),
    dialog: (
      <>
        {lifting.dialog}
        <ReasonDialog
          open={suspending !== null}
          title={`Suspend ${suspending?.name ?? ''}?`}
          textLabel="Reason for suspending"
          maxLength={SUSPENSION_REASON_MAX_LENGTH}
          confirmLabel="Suspend"
          tone="danger"
          busy={suspension.isPending}
          onCancel={() => setSuspending(null)}
          onSubmit={({ text }) =>
            suspending &&
            suspension.mutate(
              { id: suspending._id, reason: text },
              {
                onSuccess: () => {
                  setSuspending(null);
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
    ),
  };
}
