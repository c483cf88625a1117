import { useState } from 'react';
import { toast } from '../toast';

/**
 * A call a toast reports on: `busy` while it runs, then its success said, or its failure logged
 * and said in the api-client's words; `onSuccess` closes whatever asked for it.
 */
export function useReportedCall(errorMessage: (error: unknown) => string, onSuccess: () => void) {
  const [busy, setBusy] = useState(false);
  async function run(call: () => Promise<unknown>, success: string, failure: string) {
    setBusy(true);
    try {
      await call();
      onSuccess();
      toast.success(success);
    } catch (error) {
      console.error(failure, error);
      toast.error(`${failure}: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
