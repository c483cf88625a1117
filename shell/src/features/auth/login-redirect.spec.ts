import type { Location } from 'react-router-dom';
import { loginRedirectFrom, readLoginRedirect } from './login-redirect';

const location = (pathname: string, search = '', hash = '') =>
  ({ pathname, search, hash, state: null, key: 'k' }) as Location;

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
