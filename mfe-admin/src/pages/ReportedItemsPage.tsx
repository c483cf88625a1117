import { ReportedItemsTable } from '../features/reports/ReportedItemsTable';
import { ReportedReviewsTable } from '../features/reports/ReportedReviewsTable';
import { FlaggedConversationsTable } from '../features/reports/FlaggedConversationsTable';

/**
 * Products buyers reported, at /dashbord/report; below them the reported reviews and the
 * conversations the scam patterns flagged.
 */
export default function ReportedItemsPage() {
  return (
    <>
      <ReportedItemsTable />
      <ReportedReviewsTable />
      <FlaggedConversationsTable />
    </>
  );
}
