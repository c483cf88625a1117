import { apiErrorMessage, useReportReview } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import { REPORT_DETAILS_MAX_LENGTH, type ReportReason, type Review } from '@marketplace/contracts';
import { Button, ReasonDialog, toast } from '@marketplace/ui';
import { useState } from 'react';
import { REASON_CHOICES } from '../reporting/ReportButton';

/** Reports a review to the moderators, with a reason, as a listing is reported. Signed in only. */
export function ReviewReportButton({ review }: { review: Review }) {
  const viewer = useCurrentUser();
  const report = useReportReview();
  const [askingWhy, setAskingWhy] = useState(false);
  if (!viewer) return null;

  function send(reason: ReportReason, details: string) {
    report.mutate(
      { reviewId: review._id, reason, ...(details ? { details } : {}) },
      {
        onSuccess: ({ modifiedCount }) => {
          setAskingWhy(false);
          toast.success(
            modifiedCount > 0 ? 'Report Success' : 'You have already reported this review',
          );
        },
        onError: (error) => {
          setAskingWhy(false);
          console.error('Reporting the review failed', error);
          toast.error(`The report was not sent: ${apiErrorMessage(error)}`);
        },
      },
    );
  }

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Report the review by ${review.authorName}`}
        onClick={() => setAskingWhy(true)}
      >
        Report
      </Button>
      <ReasonDialog
        open={askingWhy}
        title="Why are you reporting this review?"
        choices={REASON_CHOICES}
        textLabel="Tell us more"
        textRequired={(choice) => choice === 'other'}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        confirmLabel="Send report"
        busy={report.isPending}
        onCancel={() => setAskingWhy(false)}
        onSubmit={({ choice, text }) => send(choice ?? 'other', text)}
      />
    </>
  );
}
