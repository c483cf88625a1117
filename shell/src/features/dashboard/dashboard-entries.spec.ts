import { entriesFor } from './dashboard-entries';

const labels = (roles: { isAdmin: boolean; isSeller: boolean }) =>
  entriesFor(roles).map((entry) => entry.label);

describe("the dashboard menu's entries", () => {
  it('gives a buyer My Orders and Favourites', () => {
    expect(labels({ isAdmin: false, isSeller: false })).toEqual(['My Orders', 'Favourites']);
  });

  it("adds a seller's listings and orders received", () => {
    expect(labels({ isAdmin: false, isSeller: true })).toEqual([
      'My Orders',
      'Favourites',
      'My Product',
      'Add Product',
      'Orders Received',
    ]);
  });

  it("adds an administrator's four pages", () => {
    expect(labels({ isAdmin: true, isSeller: false })).toEqual([
      'My Orders',
      'Favourites',
      'All User',
      'All Seller',
      'All Product',
      'Report Items',
    ]);
  });
});
