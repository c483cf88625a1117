import { safeRedirectPath } from './safe-redirect.js';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/producs/42', '/producs/42'],
    ['/producs/Laptops?sort=new#top', '/producs/Laptops?sort=new#top'],
    ['/dashbord/myorders', '/dashbord/myorders'],
  ])('keeps the path on this site %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example',
    '/a/..//evil.example/x',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    'javascript:alert(1)',
    'producs/42',
    '/producs\n/42',
    '',
    `/${'a'.repeat(3000)}`,
    undefined,
    ['/producs/1', '/producs/2'],
  ])('sends %p home instead', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });
});
