import { loadConfig } from '../config/app-config.js';
import { linkOrigin } from './public-origin.js';

describe('the origin links point to', () => {
  const development = loadConfig({ PORT: '3000', TRUSTED_ORIGINS: 'https://preview.example' });

  it('is PUBLIC_URL whatever the request named', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://market.example/' });
    expect(linkOrigin(config, 'http://evil.example')).toBe('https://market.example');
    expect(linkOrigin(config, 'http://localhost:4200')).toBe('https://market.example');
  });

  it('without PUBLIC_URL, follows a request to this machine or to a trusted origin', () => {
    expect(linkOrigin(development, 'http://localhost:4200')).toBe('http://localhost:4200');
    expect(linkOrigin(development, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(linkOrigin(development, 'http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(linkOrigin(development, 'https://preview.example')).toBe('https://preview.example');
  });

  it.each([
    ['another site', 'http://evil.example'],
    ['a look-alike of this machine', 'http://localhost.evil.example'],
    ['a trusted name on another port', 'https://preview.example:8443'],
    ['a host with a path smuggled in', 'http://localhost:3000/@evil.example'],
    ['a host that is no host', 'http://exa mple'],
  ])('without PUBLIC_URL, never follows %s', (_, requested) => {
    expect(linkOrigin(development, requested)).toBe('http://localhost:3000');
  });
});

describe('the configuration in production', () => {
  it('refuses to start without PUBLIC_URL, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: is required when NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://market.example' }),
    ).not.toThrow();
  });
});
