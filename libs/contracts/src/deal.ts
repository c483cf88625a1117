/**
 * The deal, declared once: every state an order can be in, every move between them, who may make
 * it, what it does to the listing, who is told, and what a refused move says. The API's
 * conditions and refusals, the front ends' buttons and the tests' expectations read this table;
 * the database's functions and triggers (api/src/orders/deal.sql) are tested against it.
 *
 * Kept apart from the zod schemas, as vocabulary.ts is: a page that needs a label must not pull
 * in zod as well.
 */

/** The status a listing shows: `reserved` while an order holds it, `sold` for ever once one completes. */
export const PRODUCT_STATUSES = ['available', 'reserved', 'sold'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The two sides of a deal, as `awaitingConfirmation` names them. */
export const DEAL_PARTIES = ['buyer', 'seller'] as const;
export type DealParty = (typeof DEAL_PARTIES)[number];

interface DealStateRule {
  /** Counts against the buyer's open-order limit, and ends when either account or the listing goes. */
  open: boolean;
  /** What the listing shows while its order is in this state. */
  listing: ProductStatus;
  /** Both parties see each other's phone and email. */
  contactShared: boolean;
}

/**
 * `requested` (the item is reserved) → `accepted` or `declined`; an accepted deal → `completed` at
 * the handover; an open one can end `cancelled` (withdrawn, or its account or listing removed) or
 * `expired` (nobody answered in time, or one side did not come).
 */
export const ORDER_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'completed',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const DEAL_STATES = {
  requested: { open: true, listing: 'reserved', contactShared: false },
  accepted: { open: true, listing: 'reserved', contactShared: true },
  declined: { open: false, listing: 'available', contactShared: false },
  completed: { open: false, listing: 'sold', contactShared: true },
  cancelled: { open: false, listing: 'available', contactShared: false },
  expired: { open: false, listing: 'available', contactShared: false },
} as const satisfies Record<OrderStatus, DealStateRule>;

const statesWhere = (rule: (state: DealStateRule) => boolean) =>
  ORDER_STATUSES.filter((status) => rule(DEAL_STATES[status]));

/** The states in which an order holds its item and counts against the buyer's limit. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = statesWhere((state) => state.open);
/** The states of a deal the seller accepted: both parties' contact details are shared. */
export const ACCEPTED_DEAL_STATUSES: readonly OrderStatus[] = statesWhere(
  (state) => state.contactShared,
);
/** The states in which one listing can have only one order (open, or sold by it). */
export const LISTING_HOLDING_STATUSES: readonly OrderStatus[] = statesWhere(
  (state) => state.listing !== 'available',
);

/** Who makes a move: a party of the deal, an administrator, or the system (a sweep, a removal). */
export type DealActor = DealParty | 'admin' | 'system';

interface DealMoveRule {
  from: readonly OrderStatus[];
  by: readonly DealActor[];
  /** The state the order is in after it (a confirmation completes only once both confirmed). */
  to: OrderStatus;
  /** Who is emailed about it, besides the live update both parties' open pages get. */
  emails: readonly DealParty[];
  /** The move's past participle, as a refusal says it ("only a requested order can be accepted"). */
  done: string;
}

/**
 * Every move; `place` starts a deal from nothing. `confirm` records one side's handover and completes the deal once both did; the
 * system completes it too when one side confirmed and the other stayed silent for a grace time.
 */
export const DEAL_MOVES = {
  place: { from: [], by: ['buyer'], to: 'requested', emails: ['seller'], done: 'placed' },
  accept: {
    from: ['requested'],
    by: ['seller'],
    to: 'accepted',
    emails: ['buyer'],
    done: 'accepted',
  },
  decline: {
    from: ['requested'],
    by: ['seller'],
    to: 'declined',
    emails: ['buyer'],
    done: 'declined',
  },
  confirm: {
    from: ['accepted'],
    by: ['buyer', 'seller'],
    to: 'completed',
    emails: [],
    done: 'confirmed',
  },
  reportNoShow: {
    from: ['accepted'],
    by: ['buyer', 'seller'],
    to: 'expired',
    emails: ['buyer'],
    done: 'reported as a no-show',
  },
  withdraw: {
    from: ['requested', 'accepted'],
    by: ['buyer', 'admin'],
    to: 'cancelled',
    emails: [],
    done: 'withdrawn',
  },
  cancelForRemoval: {
    from: ['requested', 'accepted'],
    by: ['system'],
    to: 'cancelled',
    emails: [],
    done: 'cancelled',
  },
  expire: {
    from: ['requested', 'accepted'],
    by: ['system'],
    to: 'expired',
    emails: ['buyer'],
    done: 'expired',
  },
  completeConfirmedByOne: {
    from: ['accepted'],
    by: ['system'],
    to: 'completed',
    emails: [],
    done: 'completed',
  },
} as const satisfies Record<string, DealMoveRule>;

export type DealMove = keyof typeof DEAL_MOVES;

/**
 * Who is emailed when an order arrives in a state: the `emails` of the moves into it (the
 * outbox row a change writes names the state, not the move; moves into one state agree).
 */
export const DEAL_EMAILS_ON_ARRIVAL: Readonly<Partial<Record<OrderStatus, readonly DealParty[]>>> =
  Object.fromEntries(
    Object.values(DEAL_MOVES as Record<DealMove, DealMoveRule>)
      .filter((move) => move.emails.length > 0)
      .map((move) => [move.to, move.emails]),
  );

/** Whether `move` leaves `status` (its `from`). */
export const moveLeaves = (move: DealMove, status: OrderStatus): boolean =>
  (DEAL_MOVES[move].from as readonly OrderStatus[]).includes(status);

/** The 409's words for a move tried from a state it does not leave. */
export function refusedMove(move: DealMove, status: OrderStatus): string {
  const { from, done } = DEAL_MOVES[move];
  const needed = from.join(' or ');
  const article = /^[aeiou]/.test(needed) ? 'an' : 'a';
  return `This order is ${status}: only ${article} ${needed} order can be ${done}`;
}

/** What a party's page offers on an order, from the table and the order's own facts. */
export function dealMovesFor(
  order: { status: OrderStatus; awaitingConfirmation: readonly DealParty[] },
  party: DealParty,
): DealMove[] {
  return (Object.keys(DEAL_MOVES) as DealMove[]).filter((move) => {
    const rule: DealMoveRule = DEAL_MOVES[move];
    if (!rule.by.includes(party) || !moveLeaves(move, order.status)) return false;
    // Each side confirms its own handover once.
    return move !== 'confirm' || order.awaitingConfirmation.includes(party);
  });
}

/** Whether either side of an order may now report that the other did not come. */
export const isNoShowDue = (
  order: { status: OrderStatus; noShowDueAt: string | null; awaitingConfirmation: DealParty[] },
  now: number = Date.now(),
): boolean =>
  moveLeaves('reportNoShow', order.status) &&
  // A handover either side confirmed is not a no-show.
  order.awaitingConfirmation.length === 2 &&
  order.noShowDueAt !== null &&
  Date.parse(order.noShowDueAt) <= now;
