import { loginRedirectFrom, readLoginRedirect, routeApplies } from './remote-routes.js';

const location = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the page a guard sends to /login', () => {
  it('is remembered with its query and hash, and the account kind it needs', () => {
    expect(loginRedirectFrom(location('/dashbord/alluser', '?page=2', '#top'), 'admin')).toEqual({
      from: '/dashbord/alluser?page=2#top',
      requiredRole: 'admin',
    });
    expect(readLoginRedirect(loginRedirectFrom(location('/myorders')))).toEqual({
      from: '/myorders',
    });
  });

  it('is only ever a path on this site, never an address elsewhere', () => {
    expect(readLoginRedirect({ from: '//evil.example/phish' })).toEqual({});
    expect(readLoginRedirect({ from: 'https://evil.example' })).toEqual({});
    expect(readLoginRedirect({ requiredRole: 'root' })).toEqual({});
    expect(readLoginRedirect(null)).toEqual({});
  });
});

describe('a route with two readings of one path', () => {
  it('applies only where its parameters match', () => {
    const productDetail = { when: { segment: '^[1-9]\\d*$' } };
    expect(routeApplies(productDetail, { segment: '42' })).toBe(true);
    expect(routeApplies(productDetail, { segment: 'Laptops' })).toBe(false);
    expect(routeApplies(productDetail, { segment: '0' })).toBe(false);
    expect(routeApplies({}, { segment: 'Laptops' })).toBe(true);
  });
});
