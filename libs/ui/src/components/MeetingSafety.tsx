import { MEETING_SHARES_PER_DEAL } from '@marketplace/contracts';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Modal } from './Modal';
import { TextField } from './TextField';
import { toast } from '../toast';
import { formText } from '../utils/form-text';

/** What to check when cash changes hands, in the order it happens. */
const CASH_CHECKLIST = [
  'Count the notes together before the item changes hands.',
  'Check each note: the watermark, the security thread, the number that changes colour.',
  'Never take a payment screenshot, an SMS or a call as payment: only cash in your hand counts.',
] as const;

const StyledDetails = styled.details`
  max-width: 22rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    min-height: 1.5rem;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  ol {
    margin: ${({ theme }) => theme.space[2]} 0;
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

const StyledContacts = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

export interface MeetingSafetyProps {
  /** The product, for the dialog's title. */
  product: string;
  /** The addresses this side already told of the meeting; undefined while they load. */
  contacts: readonly string[] | undefined;
  /** Tells one more contact; rejects with the API's error. */
  share: (email: string) => Promise<unknown>;
  /** How a failed call is said (the api-client's message). */
  errorMessage: (error: unknown) => string;
  /** Called when the fold opens or closes, so the contacts are read only once looked at. */
  onToggle?: (open: boolean) => void;
}

/**
 * On an accepted deal, for either side: the cash checklist for the meeting, and "Share my
 * meeting", which emails a trusted contact where and when they meet whom, and again if the deal
 * is not marked done two hours after. Folded, so an order list stays short.
 */
export function MeetingSafety({
  product,
  contacts,
  share,
  errorMessage,
  onToggle,
}: MeetingSafetyProps) {
  const formId = useId();
  const [sharing, setSharing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = (contacts?.length ?? 0) >= MEETING_SHARES_PER_DEAL;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email').trim();
    setBusy(true);
    try {
      await share(email);
      toast.success(`Meeting shared with ${email}`);
      setSharing(false);
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StyledDetails onToggle={(event) => onToggle?.(event.currentTarget.open)}>
      <summary>Safe meeting</summary>
      <ol aria-label="Cash at the meeting">
        {CASH_CHECKLIST.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <Button size="sm" variant="secondary" disabled={full} onClick={() => setSharing(true)}>
        Share my meeting
      </Button>
      {contacts && contacts.length > 0 && (
        <StyledContacts>Shared with {contacts.join(', ')}</StyledContacts>
      )}
      <Modal
        open={sharing}
        onClose={() => setSharing(false)}
        size="sm"
        title={`Share your meeting for ${product}`}
        description="We email them where and when you meet, whom you meet and the item, and once more if the deal is not marked done two hours after the meeting."
        footer={
          <>
            <Button variant="secondary" onClick={() => setSharing(false)}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              Share
            </Button>
          </>
        }
      >
        <form
          id={formId}
          onSubmit={(event) => void handleSubmit(event)}
          aria-label="Share my meeting"
        >
          <TextField
            label="A trusted contact's email"
            name="email"
            type="email"
            required
            autoComplete="email"
            error={error}
            hint="Someone you trust: a friend or a relative. Only you see this address."
          />
        </form>
      </Modal>
    </StyledDetails>
  );
}
