import { apiErrorMessage } from '@marketplace/api-client';
import { SUSPENSION_REASON_MAX_LENGTH } from '@marketplace/contracts';
import { ReasonDialog, toast } from '@marketplace/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { AccountAction } from './accounts-api';
import type { ConfirmedAction, ConfirmedActionOptions } from './use-confirmed-action';

export interface ReasonedAction extends ConfirmedAction {
  /** The one prompt, kept above the rows so a table turning into cards keeps it open. */
  dialog: ReactNode;
}

/**
 * A confirmed action that also asks why, optionally, for the audit log: SPEC.md's question as the
 * title, what it acts on and what it does under it, then the reason. Cancelling does nothing.
 */
export function useReasonedAction<Result>(
  mutation: UseMutationResult<Result, Error, AccountAction>,
  { prompt, confirm, success }: ConfirmedActionOptions,
): ReasonedAction {
  const [pending, setPending] = useState<{ id: string; subject?: string } | null>(null);
  const description = [pending?.subject, confirm.detail].filter(Boolean).join('. ');
  return {
    run: async (id, subject) => setPending({ id, subject }),
    isRunning: (id) => mutation.isPending && mutation.variables?.id === id,
    dialog: (
      <ReasonDialog
        open={pending !== null}
        title={prompt}
        description={description || undefined}
        textLabel="Reason, for the audit log"
        textRequired={() => false}
        maxLength={SUSPENSION_REASON_MAX_LENGTH}
        confirmLabel={confirm.confirmLabel ?? 'OK'}
        tone={confirm.tone}
        busy={mutation.isPending}
        onCancel={() => setPending(null)}
        onSubmit={({ text }) =>
          pending &&
          mutation.mutate(
            { id: pending.id, reason: text || undefined },
            {
              onSuccess: () => {
                setPending(null);
                toast.success(success);
              },
              onError: (error) => {
                console.error(error);
                toast.error(apiErrorMessage(error));
              },
            },
          )
        }
      />
    ),
  };
}
