const { webProject } = require('../../jest.preset.cjs');

module.exports = webProject('api-client', {
  // The page and the test API server (127.0.0.1:<port>) are then different origins on the same
  // site, as a shell and an API on another port are: CORS and credentials are really exercised.
  testEnvironmentOptions: { url: 'http://127.0.0.1/' },
});
