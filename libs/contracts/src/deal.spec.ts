import {
  DEAL_EMAILS_ON_ARRIVAL,
  DEAL_MOVES,
  type DealMove,
  dealMovesFor,
  refusedMove,
} from './deal.js';

describe('the declared deal', () => {
  it('offers each party the moves it may make in each state', () => {
    expect(dealMovesFor({ status: 'requested', awaitingConfirmation: [] }, 'seller')).toEqual([
      'accept',
      'decline',
    ]);
    expect(dealMovesFor({ status: 'requested', awaitingConfirmation: [] }, 'buyer')).toEqual([
      'withdraw',
    ]);
    // Each side confirms its own handover once.
    const buyerConfirmed = { status: 'accepted', awaitingConfirmation: ['seller'] } as const;
    expect(dealMovesFor(buyerConfirmed, 'buyer')).toEqual(['reportNoShow', 'withdraw']);
    expect(dealMovesFor(buyerConfirmed, 'seller')).toEqual(['confirm', 'reportNoShow']);
    expect(dealMovesFor({ status: 'completed', awaitingConfirmation: [] }, 'seller')).toEqual([]);
  });

  it('says why a move is refused, naming the state the order is in', () => {
    expect(refusedMove('accept', 'declined')).toBe(
      'This order is declined: only a requested order can be accepted',
    );
    expect(refusedMove('confirm', 'requested')).toBe(
      'This order is requested: only an accepted order can be confirmed',
    );
  });

  it('moves into one state agree on whom it emails', () => {
    for (const move of Object.keys(DEAL_MOVES) as DealMove[]) {
      const { to, emails } = DEAL_MOVES[move];
      if (emails.length) expect([move, DEAL_EMAILS_ON_ARRIVAL[to]]).toEqual([move, emails]);
    }
  });
});
