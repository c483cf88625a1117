import { UiProvider } from '@marketplace/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from './RemoteBoundary';

/** Whether the simulated remote page renders; each test switches it as its scenario needs. */
let pageWorks = false;

function RemoteHomePage() {
  if (!pageWorks) throw new Error('remote page failed');
  return <h1>Remote page</h1>;
}

function renderInBoundary(retryDelayMs = 0) {
  return render(
    <UiProvider>
      <p>Navbar</p>
      <RemoteBoundary retryDelayMs={() => retryDelayMs}>
        <RemoteHomePage />
      </RemoteBoundary>
    </UiProvider>,
  );
}

describe('a remote page inside its error boundary', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // React reports errors caught by a boundary; here they are the scenario, not noise.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('says at once that only this section is unavailable', () => {
    pageWorks = false;
    renderInBoundary();
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
    expect(screen.getByText('Navbar')).toBeVisible();
  });

  it('loads the page again on Retry', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    pageWorks = false;
    renderInBoundary();
    pageWorks = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeVisible();
  });

  it("waits out the remote's back-off before trying again, saying so", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    pageWorks = false;
    renderInBoundary(5000);
    pageWorks = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Trying this section again');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByRole('heading', { name: 'Remote page' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeVisible();
  });

  it('keeps offering Retry while the page keeps failing', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    pageWorks = false;
    renderInBoundary();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
  });
});
