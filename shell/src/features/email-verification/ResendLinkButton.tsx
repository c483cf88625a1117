import { apiErrorMessage, isApiError, resendEmailVerification } from '@marketplace/api-client';
import { useSession } from '@marketplace/auth';
import { Button } from '@marketplace/ui';
import { useState } from 'react';
import styled from 'styled-components';

const StyledResend = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

type Answer = { ok: boolean; message: string } | null;

/**
 * Emails the signed-in account a new verification link, and says beside the button what came of
 * it. The API limits how often (429, whose wait the message says); a 409 means the email was
 * proven meanwhile, so the session is read again and the notice goes.
 */
export function ResendLinkButton({ label = 'Send the link again' }: { label?: string }) {
  const reloadUser = useSession((session) => session.reloadUser);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);

  async function resend() {
    setSending(true);
    setAnswer(null);
    try {
      const { message } = await resendEmailVerification();
      setAnswer({ ok: true, message });
    } catch (error) {
      if (isApiError(error, 409)) await reloadUser().catch(() => undefined);
      setAnswer({ ok: false, message: apiErrorMessage(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <StyledResend>
      <Button variant="secondary" loading={sending} onClick={() => void resend()}>
        {label}
      </Button>
      {answer && <p role={answer.ok ? 'status' : 'alert'}>{answer.message}</p>}
    </StyledResend>
  );
}
