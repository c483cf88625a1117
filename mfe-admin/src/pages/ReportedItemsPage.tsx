import { ReportedItemsTable } from '../features/reports/ReportedItemsTable';

/** Products buyers reported, at /dashbord/report. */
export default function ReportedItemsPage() {
  return <ReportedItemsTable />;
}
