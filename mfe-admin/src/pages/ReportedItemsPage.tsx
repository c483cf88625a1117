import { ReportedItemsTable } from '../features/reports/ReportedItemsTable';
import { ReportedReviewsTable } from '../features/reports/ReportedReviewsTable';

/** Products buyers reported, at /dashbord/report, and below them the reported reviews. */
export default function ReportedItemsPage() {
  return (
    <>
      <ReportedItemsTable />
      <ReportedReviewsTable />
    </>
  );
}
