import { apiErrorMessage, useReportMessage } from '@marketplace/api-client';
import { REPORT_DETAILS_MAX_LENGTH } from '@marketplace/contracts';
import { PERSON_REPORT_CHOICES, ReasonDialog, toast } from '@marketplace/ui';
import { useState } from 'react';
import styled from 'styled-components';

// Small and quiet under the message, but still a 44 px target on a phone.
const StyledReport = styled.button`
  min-height: 2.75rem;
  margin: 0 0 -${({ theme }) => theme.space[2]};
  padding: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

/** Reports one of the other party's messages to the moderators, with a reason. */
export function MessageReportButton({ messageId, from }: { messageId: string; from: string }) {
  const report = useReportMessage();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <StyledReport
        type="button"
        aria-label={`Report this message from ${from}`}
        onClick={() => setAsking(true)}
      >
        Report
      </StyledReport>
      <ReasonDialog
        open={asking}
        title="Why are you reporting this message?"
        choices={PERSON_REPORT_CHOICES}
        choicesLegend="Reason"
        textLabel="Tell us more"
        textRequired={(choice) => choice === 'other'}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        confirmLabel="Send report"
        busy={report.isPending}
        onCancel={() => setAsking(false)}
        onSubmit={({ choice, text }) =>
          report.mutate(
            { messageId, reason: choice ?? 'other', ...(text ? { details: text } : {}) },
            {
              onSuccess: () => {
                setAsking(false);
                toast.success('Report Success');
              },
              onError: (error) => {
                console.error('Reporting the message failed', error);
                toast.error(`The report was not sent: ${apiErrorMessage(error)}`);
              },
            },
          )
        }
      />
    </>
  );
}
