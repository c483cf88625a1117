/** The writers: listing, price edits, advertising, orders and their transitions, messages. */
import { BASE, pick } from './settings.mjs';
import { addProductForm } from '../listing-form.mjs';
import { jsonOf, renderedRoot, send } from './http.mjs';
import { probeFreshness } from './freshness.mjs';
import { loadedAvailableProduct, loadedSellerOf } from './state.mjs';
import { otherProcess } from './topology.mjs';

/** One of the run's listings, taken out of `state.listed` for the caller's write. */
const takeListing = (state) =>
  state.listed.length
    ? state.listed.splice(Math.floor(Math.random() * state.listed.length), 1)[0]
    : undefined;

const categoryList = (category) => `/api/products?category=${encodeURIComponent(category)}`;
const listIds = (body) => {
  try {
    return JSON.parse(body).map((item) => item._id);
  } catch {
    return [];
  }
};

/** The writes, by weight, each its own class; each sends one request or, lacking what it needs, lists. */
export const WRITES = [
  [25, 'write: list', list],
  [20, 'write: edit price', editPrice],
  [10, 'write: advertise', advertise],
  [20, 'write: place order', placeOrder],
  [15, 'write: accept/decline/withdraw', answerOrder],
  [10, 'write: confirm', confirmOrder],
  [10, 'write: message', sendMessage],
];

async function timed(tally, name, work) {
  const started = performance.now();
  const response = await work();
  tally.record(name, performance.now() - started, {
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
  });
  return response;
}

async function list(state, tally, freshness) {
  const [sellerId, cookie] = pick(state.listers);
  const category = pick(state.categories);
  state.made += 1;
  const name = `Mixed bench lamp ${state.made} ${Date.now()}`;
  const response = await timed(tally, 'write: list', () =>
    send(BASE, 'POST', '/api/products', {
      cookie,
      json: addProductForm(category, name),
    }),
  );
  if (response.status !== 201) return;
  const wroteAt = performance.now();
  const id = jsonOf(response).insertedId;
  const other = otherProcess(response);
  const probed =
    Math.random() < 0.5
      ? probeFreshness(
          freshness,
          'new listing in its category list (API)',
          other,
          categoryList(category),
          (body) => listIds(body).includes(id),
          wroteAt,
        )
      : probeFreshness(
          freshness,
          'new listing in its category page (HTML)',
          other,
          `/producs/${encodeURIComponent(category)}`,
          (body) => renderedRoot(body).includes(name),
          wroteAt,
          'text/html',
        );
  void probed.then(() => state.listed.push({ id, sellerId, cookie, category }));
}

async function editPrice(state, tally, freshness) {
  const listing = takeListing(state);
  if (!listing) return list(state, tally, freshness);
  const price = String(1000 + Math.floor(Math.random() * 900));
  const response = await timed(tally, 'write: edit price', () =>
    send(BASE, 'PATCH', `/api/product/${listing.id}`, {
      cookie: listing.cookie,
      json: { resellPrice: price },
    }),
  );
  const probed =
    response.status === 200
      ? probeFreshness(
          freshness,
          'price edit in its category list (API)',
          otherProcess(response),
          categoryList(listing.category),
          (body) =>
            (jsonOf({ body }) ?? []).some(
              (item) => item._id === listing.id && String(item.resellPrice) === price,
            ),
          performance.now(),
        )
      : Promise.resolve();
  void probed.then(() => state.listed.push(listing));
}

async function advertise(state, tally, freshness) {
  // Advertised, it leaves the writers' listings: the probe waits for it on the home list.
  const listing = takeListing(state);
  if (!listing) return list(state, tally, freshness);
  const response = await timed(tally, 'write: advertise', () =>
    send(BASE, 'PUT', `/api/product/${listing.id}`, { cookie: listing.cookie }),
  );
  if (response.status !== 200) return;
  probeFreshness(
    freshness,
    'advertised listing in /api/advrtized',
    otherProcess(response),
    '/api/advrtized',
    (body) => listIds(body).includes(listing.id),
    performance.now(),
  );
}

async function placeOrder(state, tally, freshness) {
  const buyer = Math.floor(Math.random() * state.buyerCookies.length);
  // Half on listings made in this run (their category's first page shows them), half on the
  // loaded catalogue's.
  const made = Math.random() < 0.5 ? state.listed.shift() : undefined;
  const productId = made ? Number(made.id) : loadedAvailableProduct(state);
  state.ordered.add(productId);
  const response = await timed(tally, 'write: place order', () =>
    send(BASE, 'POST', '/api/buyproduct', {
      cookie: state.buyerCookies[buyer],
      json: { productId: String(productId), phone: '01711000000', meetingLocation: 'Gulshan 1' },
    }),
  );
  if (response.status !== 201) return;
  const wroteAt = performance.now();
  const sellerId = made ? made.sellerId : loadedSellerOf(productId);
  state.requested.push({ id: jsonOf(response).insertedId, buyer, sellerId });
  if (made)
    probeFreshness(
      freshness,
      'ordered listing gone from its category list (API)',
      otherProcess(response),
      categoryList(made.category),
      (body) => !listIds(body).includes(made.id),
      wroteAt,
    );
}

async function answerOrder(state, tally, freshness) {
  const order = state.requested.shift();
  if (!order) return placeOrder(state, tally, freshness);
  const roll = Math.random();
  const [method, path, cookie] =
    roll < 0.4
      ? ['POST', `/api/orders/${order.id}/accept`, state.sellerCookies.get(order.sellerId)]
      : roll < 0.6
        ? ['POST', `/api/orders/${order.id}/decline`, state.sellerCookies.get(order.sellerId)]
        : ['DELETE', `/api/buydelete/${order.id}`, state.buyerCookies[order.buyer]];
  const response = await timed(tally, 'write: accept/decline/withdraw', () =>
    send(BASE, method, path, { cookie }),
  );
  if (response.status === 200 && roll < 0.4) state.accepted.push({ ...order, confirmed: 0 });
}

async function confirmOrder(state, tally, freshness) {
  const order = state.accepted.shift();
  if (!order) return answerOrder(state, tally, freshness);
  const cookie =
    order.confirmed === 0
      ? state.buyerCookies[order.buyer]
      : state.sellerCookies.get(order.sellerId);
  const response = await timed(tally, 'write: confirm', () =>
    send(BASE, 'POST', `/api/orders/${order.id}/confirm`, { cookie }),
  );
  if (response.status === 200 && order.confirmed === 0)
    state.accepted.push({ ...order, confirmed: 1 });
}

async function sendMessage(state, tally) {
  const buyer = Math.floor(Math.random() * state.buyerCookies.length);
  let conversation = state.conversations.get(buyer);
  if (!conversation) {
    const opened = await timed(tally, 'write: message', () =>
      send(BASE, 'POST', '/api/conversations', {
        cookie: state.buyerCookies[buyer],
        json: { productId: String(loadedAvailableProduct(state)) },
      }),
    );
    if (opened.status !== 200 && opened.status !== 201) return;
    conversation = jsonOf(opened)._id;
    state.conversations.set(buyer, conversation);
  }
  await timed(tally, 'write: message', () =>
    send(BASE, 'POST', `/api/conversations/${conversation}/messages`, {
      cookie: state.buyerCookies[buyer],
      json: { text: 'Is it still available? I can come today.' },
    }),
  );
}
