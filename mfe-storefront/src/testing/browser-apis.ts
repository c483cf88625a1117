/**
 * IntersectionObserver, which jsdom lacks, answering as a browser would for a visitor who has
 * not scrolled: parts of the page that load when scrolled near stay unloaded unless a test
 * scrolls them into view with `scrollNearEverything`. (matchMedia comes from the shared
 * jest-web-setup.)
 */
const observers = new Set<NotScrolledObserver>();

class NotScrolledObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords() {
    return [];
  }
  /** Reports every observed element as in view. */
  reveal() {
    const entries = [...this.targets].map(
      (target) =>
        ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
    );
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

Object.assign(window, { IntersectionObserver: NotScrolledObserver });

/** As if the visitor scrolled the whole page: every observed element comes into view. */
export function scrollNearEverything() {
  for (const observer of [...observers]) observer.reveal();
}
