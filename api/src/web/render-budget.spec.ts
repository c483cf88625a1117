import { RenderSlots, RendersBusy, settledWithin } from './render-budget.js';

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('render slots', () => {
  it('runs as many renders at once as it has slots and refuses the next at once', async () => {
    const slots = new RenderSlots(2);
    const first = slots.run(() => after(30, 'first'));
    const second = slots.run(() => after(30, 'second'));
    await expect(slots.run(() => after(1, 'third'))).rejects.toBeInstanceOf(RendersBusy);
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
    // Slots free again once renders end, whether they succeeded or failed.
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run(() => after(1, 'fourth'))).toBe('fourth');
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
