/**
 * The import graph's one rule that ESLint's per-file view cannot see: no import circle anywhere
 * in the app, the service worker or the server (DESIGN "The server's rooms", issue 25). Type-only
 * imports count: a circle of types still ties two modules' meanings together. The layer rules
 * (who may import whom) stay in eslint.config.js, beside the code they guard.
 * Run by `npm run lint` (so by `npm test`): `depcruise src server sw`.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: one of these modules should depend on the other, not both. Move what both need below them.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dev-dist|node_modules|server/db/migrations)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
