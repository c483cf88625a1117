import { PageHeading } from '@marketplace/ui';

/** Products buyers reported, at /dashbord/report. */
export default function ReportedItemsPage() {
  return <PageHeading>Reported Items</PageHeading>;
}
