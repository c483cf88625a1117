import { entriesFor } from './dashboard-entries';

const labels = (roles: { isAdmin: boolean; isSeller: boolean }) =>
  entriesFor(roles).map((entry) => entry.label);

describe("the dashboard menu's entries", () => {
  it('gives a buyer My Orders and Settings', () => {
    expect(labels({ isAdmin: false, isSeller: false })).toEqual(['My Orders', 'Settings']);
  });

  it("adds a seller's listings and orders received", () => {
    expect(labels({ isAdmin: false, isSeller: true })).toEqual([
      'My Orders',
      'My Product',
      'Add Product',
      'Orders Received',
      'Settings',
    ]);
  });

  it("adds an administrator's four pages", () => {
    expect(labels({ isAdmin: true, isSeller: false })).toEqual([
      'My Orders',
      'All User',
      'All Seller',
      'All Product',
      'Report Items',
      'Settings',
    ]);
  });
});
