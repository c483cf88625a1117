/** @jest-environment node */
import { RemoteLoader, RemoteTimeoutError, backoffDelayMs } from './remote-loader';

/** A remote whose answer each test sets, counting the requests made to it. */
function fakeRemote() {
  const remote = {
    requests: 0,
    answer: 'fail' as 'fail' | 'hang' | 'page',
    loadModule: jest.fn((id: string) => {
      remote.requests += 1;
      if (remote.answer === 'page') return Promise.resolve({ default: id });
      if (remote.answer === 'hang') return new Promise<never>(() => {});
      return Promise.reject(new Error('connection refused'));
    }),
  };
  return remote;
}

describe('loading remote modules', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    jest.useFakeTimers();
    clock = 0;
  });
  afterEach(() => jest.useRealTimers());

  function loaderFor(remote: ReturnType<typeof fakeRemote>) {
    return new RemoteLoader({ loadModule: remote.loadModule, timeoutMs: 8000, now });
  }

  it('hands out the same failed load again, so a re-render never starts a new request', async () => {
    const remote = fakeRemote();
    const loader = loaderFor(remote);
    const first = loader.load('seller/MyProductsPage');
    await expect(first).rejects.toThrow('connection refused');
    for (let render = 0; render < 100; render += 1) {
      expect(loader.load('seller/MyProductsPage')).toBe(first);
    }
    expect(remote.requests).toBe(1);
  });

  it("fails the remote's other pages at once while it backs off", async () => {
    const remote = fakeRemote();
    const loader = loaderFor(remote);
    await expect(loader.load('seller/MyProductsPage')).rejects.toThrow();
    await expect(loader.load('seller/AddProductPage')).rejects.toThrow('not asked again yet');
    expect(remote.requests).toBe(1);
    expect(loader.waitBeforeRetry('seller/AddProductPage')).toBe(5000);
  });

  it('asks a dead remote three times in its first minute and once a minute after', async () => {
    const remote = fakeRemote();
    const loader = loaderFor(remote);
    // A visitor pressing Retry (or navigating) every second for three minutes.
    const requestsAt: number[] = [];
    for (clock = 0; clock < 180_000; clock += 1000) {
      const before = remote.requests;
      await loader.load('seller/MyProductsPage').catch(() => undefined);
      if (remote.requests > before) requestsAt.push(clock / 1000);
    }
    expect(requestsAt).toEqual([0, 5, 20, 65, 125]);
  });

  it('fails a load that hangs past the timeout, and backs off as for any failure', async () => {
    const remote = fakeRemote();
    remote.answer = 'hang';
    const loader = loaderFor(remote);
    const load = loader.load('seller/MyProductsPage');
    jest.advanceTimersByTime(8000);
    await expect(load).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(loader.waitBeforeRetry('seller/MyProductsPage')).toBe(5000);
  });

  it('loads afresh once the back-off is over, and keeps a remote that came back', async () => {
    const remote = fakeRemote();
    const loader = loaderFor(remote);
    await expect(loader.load('seller/MyProductsPage')).rejects.toThrow();
    remote.answer = 'page';
    clock += backoffDelayMs(1);
    await expect(loader.load('seller/MyProductsPage')).resolves.toEqual({
      default: 'seller/MyProductsPage',
    });
    expect(loader.waitBeforeRetry('seller/AddProductPage')).toBe(0);
    await loader.load('seller/MyProductsPage');
    expect(remote.requests).toBe(2);
  });

  it("never holds one remote's failure against another", async () => {
    const remote = fakeRemote();
    const loader = loaderFor(remote);
    await expect(loader.load('seller/MyProductsPage')).rejects.toThrow();
    remote.answer = 'page';
    await expect(loader.load('storefront/HomePage')).resolves.toBeDefined();
  });
});
