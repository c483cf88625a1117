import { entriesFor } from './dashboard-entries';

const labels = (roles: { isAdmin: boolean; isSeller: boolean }) =>
  entriesFor(roles).map((entry) => entry.label);

describe("the dashboard menu's entries", () => {
  it('gives a buyer only My Orders', () => {
    expect(labels({ isAdmin: false, isSeller: false })).toEqual(['My Orders']);
  });

  it("adds a seller's listings and orders received", () => {
    expect(labels({ isAdmin: false, isSeller: true })).toEqual([
      'My Orders',
      'My Product',
      'Add Product',
      'Orders Received',
    ]);
  });

  it("adds an administrator's six pages", () => {
    expect(labels({ isAdmin: true, isSeller: false })).toEqual([
      'My Orders',
      'All User',
      'All Seller',
      'All Product',
      'Report Items',
      'Meeting Spots',
      'Audit Log',
    ]);
  });
});
