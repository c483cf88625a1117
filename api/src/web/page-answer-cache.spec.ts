import { CatalogueChanges, CatalogueTags, listingTags } from '../cluster/catalogue-changes.js';
import { InProcessNotifications } from '../cluster/notifications.js';
import { PageAnswerCache, RetryLater } from './page-answer-cache.js';
import type { RuntimeConfig } from '@marketplace/contracts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_MODULES, PageRoutes } from './page-routes.js';
import { pageTagsOf } from './page-tags.js';

const TIMES = { freshMs: 10_000, maxStaleMs: 5_000, retryAfterMs: 1_000 };

/** A page computed by a counter, so a test sees which computation it was served. */
const numbered = (name: string) => {
  let computed = 0;
  const compute = async () => `${name} ${++computed}`;
  return Object.assign(compute, { count: () => computed });
};

/**
 * The storefront's pages where its manifest puts them (mfe-storefront/src/routes.ts), its
 * listings and categories under `shelf`.
 */
async function storefrontRoutes(shelf = 'producs'): Promise<PageRoutes> {
  const directory = mkdtempSync(join(tmpdir(), 'page-tags-'));
  const page = (path: string, module: string, when?: Record<string, string>) => ({
    layout: 'public',
    path,
    module,
    access: 'anyone',
    ...(when ? { when } : {}),
  });
  const routes = [
    page('', PAGE_MODULES.home),
    page('blog', PAGE_MODULES.blog),
    page('search', PAGE_MODULES.search),
    page('sellers/:sellerId', PAGE_MODULES.seller, { sellerId: '^[1-9]\\d*$' }),
    page(`${shelf}/:segment`, PAGE_MODULES.listing, { segment: '^[1-9]\\d*$' }),
    page(`${shelf}/:segment`, PAGE_MODULES.category),
  ];
  writeFileSync(join(directory, 'routes.json'), JSON.stringify({ routes }));
  const runtimeConfig = {
    remotes: { storefront: '/remotes/storefront/mf-manifest.json' },
  } as Partial<RuntimeConfig> as RuntimeConfig;
  const pageRoutes = new PageRoutes(runtimeConfig, [
    { name: 'storefront', directory, urlPath: '/remotes/storefront/' },
  ]);
  await pageRoutes.match('/');
  return pageRoutes;
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('kept pages (stale-while-revalidate)', () => {
  let clock: number;
  let changes: CatalogueChanges;
  let cache: PageAnswerCache<string>;
  const laptop = { id: 7, category: 'Laptops', sellerId: 3, advertised: false };

  let routes: PageRoutes;
  beforeAll(async () => {
    routes = await storefrontRoutes();
  });

  beforeEach(() => {
    clock = 0;
    const notifications = new InProcessNotifications();
    changes = new CatalogueChanges(notifications, notifications, Buffer.from('key'), () => clock);
    cache = new PageAnswerCache<string>(changes, pageTagsOf(routes), TIMES, 2_000, () => clock);
  });

  /** A change as a write outside any request announces it. */
  const change = async (tags: string[]) => {
    changes.record(tags);
    await settled();
  };

  it('serves the last render of a changed page while one request renders it again, then the new one', async () => {
    const render = numbered('category page');
    expect(await cache.get('/producs/Laptops', render)).toBe('category page 1');

    await change(listingTags(laptop));
    const [first, second] = await Promise.all([
      cache.get('/producs/Laptops', render),
      cache.get('/producs/Laptops', render),
    ]);
    expect([first, second]).toEqual(['category page 1', 'category page 1']);
    await settled();
    expect(render.count()).toBe(2);
    expect(await cache.get('/producs/Laptops', render)).toBe('category page 2');
  });

  it('tells a render whether it renews a page served meanwhile (its turn comes first)', async () => {
    const renewals: boolean[] = [];
    const render = ({ renewal }: { renewal: boolean }) => {
      renewals.push(renewal);
      return Promise.resolve(`home ${renewals.length}`);
    };
    await cache.get('/', render);
    await change(listingTags({ ...laptop, advertised: true }));
    expect(await cache.get('/', render)).toBe('home 1');
    await settled();
    expect(renewals).toEqual([false, true]);
  });

  it('hands a render the answer it renews, which it may keep, and nothing for a page it has none of', async () => {
    const given: (string | undefined)[] = [];
    const keepIt = ({ kept }: { kept?: string }) => {
      given.push(kept);
      return Promise.resolve(kept ?? 'search page 1');
    };
    expect(await cache.get('/search?q=desk', keepIt)).toBe('search page 1');
    await change(listingTags(laptop));
    await cache.get('/search?q=desk', keepIt);
    await settled();
    expect(given).toEqual([undefined, 'search page 1']);
    // Kept again, it is fresh again: no change since, no renewal.
    expect(await cache.get('/search?q=desk', keepIt)).toBe('search page 1');
    expect(given).toHaveLength(2);
  });

  it('gives a render that follows a change the answer computed after it, never the stale one', async () => {
    const answer = numbered('category answer');
    expect(await cache.fresh('/producs/Laptops', answer)).toBe('category answer 1');
    expect(await cache.fresh('/producs/Laptops', answer)).toBe('category answer 1');

    await change(listingTags(laptop));
    // A visitor is served the stale answer while it is computed again; the render shares that.
    expect(await cache.get('/producs/Laptops', answer)).toBe('category answer 1');
    expect(await cache.fresh('/producs/Laptops', answer)).toBe('category answer 2');
    expect(answer.count()).toBe(2);
  });

  it('makes stale only the pages that show what changed', async () => {
    const pages = {
      '/producs/Laptops?page=1': numbered('laptops'),
      '/producs/laptops?page=2': numbered('laptops, second page'),
      '/producs/Phones?page=1': numbered('phones'),
      '/sellers/3': numbered('seller 3'),
      '/sellers/4': numbered('seller 4'),
      '/search?q=lamp': numbered('search'),
      '/': numbered('home'),
      '/producs/7': numbered('listing 7'),
      '/producs/8': numbered('listing 8'),
      '/blog': numbered('blog'),
    };
    for (const [key, render] of Object.entries(pages)) await cache.get(key, render);

    await change(listingTags(laptop));
    for (const [key, render] of Object.entries(pages)) await cache.get(key, render);
    await settled();
    const renderedAgain = Object.entries(pages)
      .filter(([, render]) => render.count() === 2)
      .map(([key]) => key);
    expect(renderedAgain).toEqual([
      '/producs/Laptops?page=1',
      '/producs/laptops?page=2',
      '/sellers/3',
      '/search?q=lamp',
      '/producs/7',
    ]);

    // An advertised listing's change reaches the home page too.
    await change(listingTags({ ...laptop, id: 9, category: 'Phones', advertised: true }));
    await cache.get('/', pages['/']);
    await settled();
    expect(pages['/'].count()).toBe(2);
    expect(pages['/producs/Laptops?page=1'].count()).toBe(2);
  });

  it('serves a changed page stale for at most maxStaleMs, then waits for its new render', async () => {
    let release!: (page: string) => void;
    const slowRender = () => new Promise<string>((resolve) => (release = resolve));
    await cache.get('/search?q=lamp', async () => 'before');

    await change([CatalogueTags.search]);
    expect(await cache.get('/search?q=lamp', slowRender)).toBe('before');
    clock += TIMES.maxStaleMs + 1;
    // Too old now: the request shares the render under way instead.
    const waiting = cache.get('/search?q=lamp', slowRender);
    release('after');
    expect(await waiting).toBe('after');
  });

  it('serves an expired page while it renders again in the background', async () => {
    const render = numbered('blog');
    await cache.get('/blog', render);
    clock += TIMES.freshMs + 1;
    expect(await cache.get('/blog', render)).toBe('blog 1');
    await settled();
    expect(await cache.get('/blog', render)).toBe('blog 2');
  });

  it('keeps a render made across a change, stale, so the next request renews it', async () => {
    let release!: (page: string) => void;
    const pending = cache.get(
      '/producs/Laptops',
      () => new Promise((resolve) => (release = resolve)),
    );
    await change(listingTags(laptop));
    release('rendered before the change');
    expect(await pending).toBe('rendered before the change');

    const render = numbered('after the change');
    expect(await cache.get('/producs/Laptops', render)).toBe('rendered before the change');
    await settled();
    expect(await cache.get('/producs/Laptops', render)).toBe('after the change 1');
  });

  it('never keeps a failed render: it is tried again after a back-off, and the next one is served', async () => {
    let failing = true;
    const render = async () => {
      if (failing) throw new Error('the API did not answer');
      return 'rendered';
    };
    await expect(cache.get('/sellers/3', render)).rejects.toThrow('the API did not answer');
    // During the back-off the page is not rendered again on every request.
    await expect(cache.get('/sellers/3', render)).rejects.toBeInstanceOf(RetryLater);

    failing = false;
    clock += TIMES.retryAfterMs;
    expect(await cache.get('/sellers/3', render)).toBe('rendered');
  });

  it('doubles the back-off after each failure in a row', async () => {
    const broken = () => Promise.reject(new Error('broken'));
    await expect(cache.get('/blog', broken)).rejects.toThrow('broken');
    clock += TIMES.retryAfterMs;
    await expect(cache.get('/blog', broken)).rejects.toThrow('broken');
    clock += TIMES.retryAfterMs;
    await expect(cache.get('/blog', broken)).rejects.toBeInstanceOf(RetryLater);
    clock += TIMES.retryAfterMs;
    await expect(cache.get('/blog', broken)).rejects.toThrow('broken');
  });
});

describe('what a kept page shows', () => {
  it('follows the pages wherever the manifest puts them', async () => {
    const tagsOf = pageTagsOf(await storefrontRoutes('items'));

    expect(tagsOf('/items/7')).toEqual([CatalogueTags.listing('7')]);
    expect(tagsOf('/items/Laptops?page=2')).toEqual([CatalogueTags.category('Laptops')]);
    expect(tagsOf('/sellers/3')).toEqual([CatalogueTags.seller('3')]);
    expect(tagsOf('/')).toEqual([CatalogueTags.advertised]);
    expect(tagsOf('/blog')).toEqual([]);
    // No page is there any more: taken to show any listing.
    expect(tagsOf('/producs/7')).toEqual([CatalogueTags.anyListing]);
  });
});
