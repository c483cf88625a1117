/** Refused because as many renders as the process allows are under way or waiting. */
export class RendersBusy extends Error {
  constructor() {
    super('Every render slot is taken and the queue is full');
  }
}

/**
 * Who waits for a render, which decides its turn: a visitor, for at most the render budget (past
 * it they get the page the browser renders, so a late render is a lost one); nobody, while the
 * page's last render is served (renewing a changed page, the warm-up); a crawler, for as long as
 * the render takes.
 */
export type RenderWaiter = 'visitor' | 'nobody' | 'crawler';

/** The order in which waiting renders take a free slot: each kind after those before it. */
const TURN_ORDER: readonly RenderWaiter[] = ['nobody', 'visitor', 'crawler'];

/**
 * At most `concurrency` server renders at once, the others waiting their turn: renders share the
 * render worker's one thread, and the machine's cores with every request, so more at once only
 * make each one slower. A free slot goes first to renewing a changed page, then to a visitor's
 * render, then to a crawler's (TURN_ORDER), each kind in the order it came. A renewal is rare and
 * ends a stale page that every visitor of it gets meanwhile; behind the visitors' renders, a new
 * listing took up to 1.4–2.9 s to reach its category's HTML. A visitor's render goes before a
 * crawler's: under load, first renders for crawlers queued ahead of visitors made the visitors'
 * renders miss their budget. At most `maxWaiting` wait; past them a render is refused.
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting = new Map<RenderWaiter, Array<() => void>>(
    TURN_ORDER.map((waiter) => [waiter, []]),
  );

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `render` in its turn, or throws RendersBusy at once when the queue is full. */
  async run<T>(render: () => Promise<T>, waiter: RenderWaiter = 'visitor'): Promise<T> {
    if (this.running < this.concurrency) this.running += 1;
    else if (this.waitingCount() >= this.maxWaiting) throw new RendersBusy();
    // The slot is handed over by the render that frees it.
    else await new Promise<void>((takeSlot) => this.waiting.get(waiter)!.push(takeSlot));
    try {
      return await render();
    } finally {
      const next = this.nextInTurn();
      if (next) next();
      else this.running -= 1;
    }
  }

  private waitingCount(): number {
    let count = 0;
    for (const queued of this.waiting.values()) count += queued.length;
    return count;
  }

  private nextInTurn(): (() => void) | undefined {
    for (const waiter of TURN_ORDER) {
      const next = this.waiting.get(waiter)!.shift();
      if (next) return next;
    }
    return undefined;
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
