import { UiProvider } from '@marketplace/ui';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_RETRY_DELAY_MS, RemoteBoundary } from './RemoteBoundary';

/** Whether the simulated remote answers; each test switches it as its scenario needs. */
let remoteReachable = false;

function RemoteHomePage() {
  if (!remoteReachable) throw new Error('remote unreachable');
  return <h1>Remote page</h1>;
}

function renderInBoundary() {
  return render(
    <UiProvider>
      <RemoteBoundary>
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

  it('retries once by itself, so a passing fault never reaches the user', () => {
    remoteReachable = false;
    renderInBoundary();
    expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
    remoteReachable = true;
    act(() => jest.advanceTimersByTime(AUTO_RETRY_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeVisible();
  });

  it('then says the section is unavailable and loads it again on Retry', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    remoteReachable = false;
    renderInBoundary();
    act(() => jest.advanceTimersByTime(AUTO_RETRY_DELAY_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');

    remoteReachable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeVisible();
  });

  it('keeps offering Retry while the remote stays down', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    remoteReachable = false;
    renderInBoundary();
    act(() => jest.advanceTimersByTime(AUTO_RETRY_DELAY_MS));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
  });
});
