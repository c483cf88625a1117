import type { ReportedProduct } from '@marketplace/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  aReportedProduct,
  answerConfirm,
  findToast,
  heldReply,
  listReply,
  renderAdminPage,
  setUpTestApi,
} from '../../testing/admin-test-kit';
import { ReportedItemsTable } from './ReportedItemsTable';

const api = setUpTestApi();

const iphone = aReportedProduct({
  _id: '2',
  productName: 'iPhone 12, 64 GB',
  location: 'Uttara Sector 7, Dhaka',
  resellPrice: 47500,
  orginalPrice: 95000,
  SallerName: 'Karim Uddin',
  reportCount: 4,
  reasons: [
    { reason: 'scam-or-fraud', count: 3 },
    { reason: 'other', count: 1 },
  ],
  details: ['Wants payment before meeting'],
  reporters: [
    { name: 'Nadia Islam', reportedAt: '2026-11-30T09:15:00.000Z' },
    { name: null, reportedAt: '2026-11-28T16:40:00.000Z' },
  ],
});
const chair = aReportedProduct({ _id: '9', productName: 'Office chair', reportCount: 1 });

/** The API's reported products, and what deleting the iPhone does to them. */
function serveReports(initial: ReportedProduct[], total = initial.length) {
  let reported = initial;
  api.current.route('GET', '/products/reports', () => listReply(reported, total));
  api.current.route('DELETE', '/delete/2', () => {
    reported = reported.filter((item) => item._id !== '2');
    total -= 1;
    return { body: { acknowledged: true, deletedCount: 1 } };
  });
}

const deletions = () =>
  api.current.requests
    .filter((request) => request.method === 'DELETE')
    .map((request) => request.path);
const rowOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) }));

describe('Reported Items', () => {
  it('shows a spinner while the reports load', async () => {
    const reports = heldReply(listReply([iphone]));
    api.current.route('GET', '/products/reports', () => reports.reply);
    renderAdminPage(<ReportedItemsTable />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading reported items');
    reports.release();
    expect(await screen.findByRole('table', { name: 'Reported Items' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'No Reports Found' when there are none", async () => {
    serveReports([]);
    renderAdminPage(<ReportedItemsTable />);

    expect(await screen.findByText('No Reports Found')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("lists reported products under SPEC.md's columns, with the count in the heading", async () => {
    serveReports([iphone, chair]);
    renderAdminPage(<ReportedItemsTable />);

    expect(
      await screen.findByRole('heading', { name: 'Reported Items (2)', level: 1 }),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Reported Items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#Row number', 'Product', 'Price', 'Seller', 'Reports', 'Delete']);

    const iphoneRow = rowOf('iPhone 12');
    expect(iphoneRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1',
      'Tk 47,500Original Tk 95,000',
      'Karim Uddin',
      '4 reportsScam or fraud × 3Other × 1“Wants payment before meeting”' +
        'Nadia Islam, 30 Nov 2026 09:15A signed-out visitor, 28 Nov 2026 16:40',
      'View listing iPhone 12, 64 GBDismiss iPhone 12, 64 GBDelete iPhone 12, 64 GB',
    ]);
    expect(iphoneRow.getByRole('link', { name: 'View listing iPhone 12, 64 GB' })).toHaveAttribute(
      'href',
      '/producs/2',
    );
    expect(iphoneRow.getByRole('rowheader')).toHaveTextContent(
      'iPhone 12, 64 GBUttara Sector 7, Dhaka',
    );
    expect(rowOf('Office chair').getAllByRole('cell')[0]).toHaveTextContent('2');
  });

  it('numbers the rows on from the earlier pages', async () => {
    serveReports([chair], 51);
    renderAdminPage(<ReportedItemsTable />, '/dashbord/page?page=2');

    await waitFor(() =>
      expect(rowOf('Office chair').getAllByRole('cell')[0]).toHaveTextContent('51'),
    );
    expect(screen.getByRole('navigation', { name: 'Pages of reported items' })).toHaveTextContent(
      'Showing 51 of 51 reported items',
    );
  });

  it('deletes a reported product after asking, says so, and the list refreshes', async () => {
    serveReports([iphone, chair]);
    const { user } = renderAdminPage(<ReportedItemsTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete iPhone 12, 64 GB' }));
    await answerConfirm(user, 'Are you sure you want to delete', 'Delete');

    expect(await findToast('Deleted successfully')).toBeInTheDocument();
    expect(deletions()).toEqual(['/delete/2']);
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /iPhone/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reported Items (1)');
  });

  it('dismisses the reports after asking: the row leaves, the listing is not deleted', async () => {
    serveReports([iphone, chair]);
    let dismissed = false;
    api.current.route('POST', '/reports/2/dismiss', () => {
      dismissed = true;
      return { body: { acknowledged: true, matchedCount: 4, modifiedCount: 4 } };
    });
    api.current.route('GET', '/products/reports', () =>
      listReply(dismissed ? [chair] : [iphone, chair]),
    );
    const { user } = renderAdminPage(<ReportedItemsTable />);

    await user.click(await screen.findByRole('button', { name: 'Dismiss iPhone 12, 64 GB' }));
    await answerConfirm(user, 'Dismiss these reports? The listing stays on sale.', 'Dismiss');

    expect(await findToast('Reports dismissed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /iPhone/ })).not.toBeInTheDocument(),
    );
    expect(deletions()).toEqual([]);
  });

  it('deletes nothing when the question is cancelled', async () => {
    serveReports([iphone]);
    const { user } = renderAdminPage(<ReportedItemsTable />);

    await user.click(await screen.findByRole('button', { name: 'Delete iPhone 12, 64 GB' }));
    await answerConfirm(user, 'Are you sure you want to delete', 'Cancel');

    expect(deletions()).toEqual([]);
    expect(rowOf('iPhone 12').getByRole('rowheader')).toBeVisible();
  });
});
