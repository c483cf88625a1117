import { InProcessNotifications } from '../cluster/notifications.js';
import { PageAnswerCache } from './page-answer-cache.js';
import type { PageAnswer } from './page-answers.js';

const answerTitled = (title: string): PageAnswer => ({
  status: 200,
  head: { title, description: '', canonicalPath: '/', indexable: true },
});

describe('kept page answers', () => {
  let clock = 0;
  const notifications = new InProcessNotifications();
  const cache = new PageAnswerCache<PageAnswer>(notifications, 10_000, 2_000, () => clock);

  it('serves an expired answer while one request computes it afresh, and a change empties it', async () => {
    let computed = 0;
    const compute = async () => answerTitled(`answer ${++computed}`);
    expect((await cache.get('/', compute)).head.title).toBe('answer 1');
    expect((await cache.get('/', compute)).head.title).toBe('answer 1');

    clock += 10_001;
    const [stale, alsoStale] = await Promise.all([
      cache.get('/', compute),
      cache.get('/', compute),
    ]);
    expect([stale.head.title, alsoStale.head.title]).toEqual(['answer 1', 'answer 1']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(computed).toBe(2);
    expect((await cache.get('/', compute)).head.title).toBe('answer 2');

    await notifications.publish('catalogue.changed', { paths: ['/api/products'] });
    expect((await cache.get('/', compute)).head.title).toBe('answer 3');
  });

  it('does not keep an answer computed across a change', async () => {
    let release!: () => void;
    const slow = () =>
      new Promise<PageAnswer>((resolve) => {
        release = () => resolve(answerTitled('before the change'));
      });
    const pending = cache.get('/blog', slow);
    await notifications.publish('catalogue.changed', { paths: ['/api/products'] });
    release();
    expect((await pending).head.title).toBe('before the change');
    expect((await cache.get('/blog', async () => answerTitled('after'))).head.title).toBe('after');
  });

  it('keeps serving an expired answer when computing it afresh fails, and tries again next time', async () => {
    const rendered = new PageAnswerCache<string>(notifications, 10_000, 2_000, () => clock);
    let computed = 0;
    const compute = async () => `page ${++computed}`;
    expect(await rendered.get('/blog', compute)).toBe('page 1');

    clock += 10_001;
    expect(await rendered.get('/blog', () => Promise.reject(new Error('busy')))).toBe('page 1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await rendered.get('/blog', compute)).toBe('page 1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await rendered.get('/blog', compute)).toBe('page 2');
  });
});
