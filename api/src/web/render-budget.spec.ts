import { RenderQueue, RendersBusy, settledWithin } from './render-budget.js';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the render queue', () => {
  it('runs as many renders at once as it has slots, the next in their turn, and refuses past the queue', async () => {
    const queue = new RenderQueue(1, 1);
    const order: string[] = [];
    const rendered = (name: string) => () => after(20, name).then(() => (order.push(name), name));
    const first = queue.run(rendered('first'));
    const second = queue.run(rendered('second'));
    await expect(queue.run(rendered('third'))).rejects.toBeInstanceOf(RendersBusy);
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    expect(order).toEqual(['first', 'second']);
    // The slot is free again once renders end, whether they succeeded or failed.
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(rendered('fourth'))).toBe('fourth');
  });

  it('gives a free slot to renewing a page first, then to a visitor, then to a crawler, each in the order they came', async () => {
    const queue = new RenderQueue(1, 10);
    const order: string[] = [];
    const rendered = (name: string) => () => after(5, name).then(() => order.push(name));
    const waiters = [
      queue.run(rendered('under way'), 'crawler'),
      queue.run(rendered('crawler 1'), 'crawler'),
      queue.run(rendered('renewal'), 'nobody'),
      queue.run(rendered('crawler 2'), 'crawler'),
      queue.run(rendered('visitor 1'), 'visitor'),
      queue.run(rendered('visitor 2')),
    ];
    await Promise.all(waiters);
    expect(order).toEqual([
      'under way',
      'renewal',
      'visitor 1',
      'visitor 2',
      'crawler 1',
      'crawler 2',
    ]);
  });
});

describe('settledWithin', () => {
  it('gives what the work settled to in time, and undefined for late or failed work', async () => {
    expect(await settledWithin(after(5, 'page'), 200)).toBe('page');
    expect(await settledWithin(Promise.reject(new Error('broken')), 200)).toBeUndefined();

    let finished = false;
    const slow = after(80, 'late page').then((page) => {
      finished = true;
      return page;
    });
    const started = Date.now();
    expect(await settledWithin(slow, 20)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(70);
    // The work itself carries on, for whoever keeps its result.
    expect(await slow).toBe('late page');
    expect(finished).toBe(true);
  });
});
