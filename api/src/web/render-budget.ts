/** Refused because as many renders as the process allows are under way or waiting. */
export class RendersBusy extends Error {
  constructor() {
    super('Every render slot is taken and the queue is full');
  }
}

/**
 * At most `concurrency` server renders at once, the others waiting their turn in order: renders
 * share the render worker's one thread, and the machine's cores with every request, so more at
 * once only make each one slower. At most `maxWaiting` wait; past them a render is refused.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `render` in its turn, or throws RendersBusy at once when the queue is full. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new RendersBusy();
    // The slot is handed over by the render that frees it.
    else await new Promise<void>((takeSlot) => this.waiting.push(takeSlot));
    try {
      return await render();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * What `work` settles to within `waitMs`, or undefined past it (or when it fails); the work goes
 * on regardless, so what it computes can still be kept for the next request.
 */
export async function settledWithin<T>(work: Promise<T>, waitMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    return await Promise.race([work.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
