/** Refused because as many renders as the process allows are under way. */
export class RendersBusy extends Error {
  constructor() {
    super('Every render slot is taken');
  }
}

/**
 * At most `concurrency` server renders at once: renders share the render worker's one thread,
 * and the machine's cores with every request, so more at once only make each one slower.
 */
export class RenderSlots {
  private running = 0;

  constructor(private readonly concurrency: number) {}

  /** Runs `render` in a free slot, or throws RendersBusy at once when there is none. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) throw new RendersBusy();
    this.running += 1;
    try {
      return await render();
    } finally {
      this.running -= 1;
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
