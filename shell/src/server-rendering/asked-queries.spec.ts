/** @jest-environment node */
import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { askedQueries } from './asked-queries';

/** A query as a component's `useQuery` leaves it in the cache during a server render. */
const ask = (client: QueryClient, options: ConstructorParameters<typeof QueryObserver>[1]) =>
  new QueryObserver(client, options);

const keysOf = (client: QueryClient) => askedQueries(client).map((query) => query.queryKey);

describe('the queries a server render asked for', () => {
  it('leaves out queries the page switched off, as the browser would not fetch them', () => {
    const client = new QueryClient();
    const fetchNothing = () => Promise.resolve('never');
    ask(client, { queryKey: ['search'], queryFn: () => Promise.resolve([]) });
    ask(client, { queryKey: ['listing-phones', '7'], queryFn: skipToken });
    ask(client, { queryKey: ['favourites'], queryFn: fetchNothing, enabled: false });
    ask(client, { queryKey: ['more-reviews'], queryFn: fetchNothing, enabled: () => false });

    expect(keysOf(client)).toEqual([['search']]);
  });

  it('asks for a query once: neither after it answered nor after it failed', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    ask(client, { queryKey: ['categories'], queryFn: () => Promise.resolve(['Laptops']) });
    ask(client, { queryKey: ['profile'], queryFn: () => Promise.reject(new Error('503')) });

    await Promise.all(askedQueries(client).map((query) => query.fetch().catch(() => undefined)));

    expect(keysOf(client)).toEqual([]);
  });
});
