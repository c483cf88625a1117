import type { TestApiServer } from '@marketplace/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  aProduct,
  renderInStorefront,
  startStorefrontTest,
} from '../../testing/storefront-test-app';
import { ALREADY_REPORTED_MESSAGE, ReportButton } from './ReportButton';

let api: TestApiServer;
beforeEach(async () => {
  // Anyone may report, signed in or not (SPEC.md section 6).
  api = await startStorefrontTest({ signedIn: false });
});
afterEach(() => {
  jest.restoreAllMocks();
  return api.close();
});

const reports = () => api.requests.filter(({ method }) => method === 'PUT');

async function reportAndAnswer(answer: 'Send report' | 'Cancel', reason = 'Scam or fraud') {
  const { user } = renderInStorefront(<ReportButton product={aProduct()} />);
  await user.click(screen.getByRole('button', { name: 'Report Lenovo ThinkPad T480' }));
  // One dialog: SPEC.md's question as its title, the reasons under it.
  const prompt = await screen.findByRole('dialog', {
    name: 'Are you sure you want to report this product',
  });
  if (answer === 'Cancel') {
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
  } else {
    await user.click(within(prompt).getByRole('radio', { name: reason }));
    await user.click(within(prompt).getByRole('button', { name: 'Send report' }));
  }
  return user;
}

describe('reporting a product', () => {
  it("asks once, with the reasons under SPEC.md's question, sends the report and says Report Success", async () => {
    api.route('PUT', '/reports/12', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    await reportAndAnswer('Send report');

    expect(await screen.findByText('Report Success')).toBeInTheDocument();
    expect(reports().map(({ path }) => path)).toEqual(['/reports/12']);
    expect(JSON.parse(reports()[0]!.body.toString())).toEqual({ reason: 'scam-or-fraud' });
  });

  it('asks for words with Other, and sends them with the reason', async () => {
    api.route('PUT', '/reports/12', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    });
    const { user } = renderInStorefront(<ReportButton product={aProduct()} />);
    await user.click(screen.getByRole('button', { name: 'Report Lenovo ThinkPad T480' }));
    const why = await screen.findByRole('dialog', {
      name: 'Are you sure you want to report this product',
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(why).getByRole('button', { name: 'Send report' }));
    expect(within(why).getByRole('alert')).toHaveTextContent('Choose a reason.');
    await user.click(within(why).getByRole('radio', { name: 'Other' }));
    await user.click(within(why).getByRole('button', { name: 'Send report' }));
    expect(within(why).getByRole('alert')).toHaveTextContent('Tell us more is required.');
    expect(reports()).toEqual([]);

    await user.type(within(why).getByRole('textbox', { name: 'Tell us more' }), 'Stolen, I think');
    await user.click(within(why).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report Success')).toBeInTheDocument();
    expect(JSON.parse(reports()[0]!.body.toString())).toEqual({
      reason: 'other',
      details: 'Stolen, I think',
    });
  });

  it('does nothing when the shopper cancels', async () => {
    await reportAndAnswer('Cancel');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reports()).toEqual([]);
    expect(screen.queryByText('Report Success')).not.toBeInTheDocument();
  });

  it('tells a shopper who reported it before that it is already reported', async () => {
    api.route('PUT', '/reports/12', {
      body: { acknowledged: true, matchedCount: 1, modifiedCount: 0 },
    });
    await reportAndAnswer('Send report');

    expect(await screen.findByText(ALREADY_REPORTED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Report Success')).not.toBeInTheDocument();
  });

  it('logs a failed report and says it was not sent', async () => {
    api.route('PUT', '/reports/12', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many reports, try again later',
      },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await reportAndAnswer('Send report');

    expect(
      await screen.findByText('The report was not sent: Too many reports, try again later'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Reporting the product failed', expect.anything());
  });
});
