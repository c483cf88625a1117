import { apiErrorMessage, useReportProduct } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import {
  type Product,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  type ReportReason,
} from '@marketplace/contracts';
import { Button, CONFIRM_PROMPTS, ReasonDialog, VisuallyHidden, toast } from '@marketplace/ui';
import { useState } from 'react';
import { FlagIcon } from '../../shared/icons';

export const ALREADY_REPORTED_MESSAGE = 'You have already reported this product';

/** Every reason one may report something for, as the reason dialog lists them. */
export const REASON_CHOICES = REPORT_REASONS.map((value) => ({
  value,
  label: REPORT_REASON_LABELS[value],
}));

export interface ReportButtonProps {
  product: Pick<Product, '_id' | 'productName' | 'sellerId'>;
  fullWidth?: boolean;
}

/**
 * SPEC.md's Report: one dialog asks 'Are you sure you want to report this product' as its title
 * and why below it (a moderator acts on reasons, not on bare flags; "Other" needs words); Cancel
 * does nothing, and 'Report Success' is said once the report is in. The API keeps one report per person
 * and product and answers a repeat with nothing modified, which is said as such. SPEC.md only
 * logs a failed report; it is logged and also said, so nobody believes a report went through
 * when it did not. A seller is never offered to report their own listing.
 */
export function ReportButton({ product, fullWidth = false }: ReportButtonProps) {
  const viewer = useCurrentUser();
  const report = useReportProduct();
  const [askingWhy, setAskingWhy] = useState(false);

  function send(reason: ReportReason, details: string) {
    report.mutate(
      { productId: product._id, reason, ...(details ? { details } : {}) },
      {
        onSuccess: ({ modifiedCount }) => {
          setAskingWhy(false);
          if (modifiedCount > 0) toast.success('Report Success');
          else toast(ALREADY_REPORTED_MESSAGE);
        },
        onError: (error) => {
          setAskingWhy(false);
          console.error('Reporting the product failed', error);
          toast.error(`The report was not sent: ${apiErrorMessage(error)}`);
        },
      },
    );
  }

  if (viewer && viewer.id === product.sellerId) return null;

  return (
    <>
      <ReasonDialog
        open={askingWhy}
        title={CONFIRM_PROMPTS.report}
        choices={REASON_CHOICES}
        choicesLegend="Reason"
        textLabel="Tell us more"
        textRequired={(choice) => choice === 'other'}
        maxLength={REPORT_DETAILS_MAX_LENGTH}
        confirmLabel="Send report"
        busy={report.isPending}
        onCancel={() => setAskingWhy(false)}
        onSubmit={({ choice, text }) => send(choice ?? 'other', text)}
      />
      <Button
        variant="secondary"
        fullWidth={fullWidth}
        loading={report.isPending}
        onClick={() => setAskingWhy(true)}
      >
        <FlagIcon />
        Report
        {/* Every card has a Report button: its name says which product it reports. */}
        <VisuallyHidden> {product.productName}</VisuallyHidden>
      </Button>
    </>
  );
}
