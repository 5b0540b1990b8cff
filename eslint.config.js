// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Import direction (DESIGN.md): app -> features -> shared layers.
 * A feature may not import another feature, and the shared layers
 * (domain, questionnaire, local, api, ui, address, order: the registration order, and boot:
 * the boot plumbing) may import
 * neither features nor app.
 */
const featuresDir = new URL('./src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/features/*/**', `!**/features/${feature}/**`],
            message:
              'Features never import each other: move shared logic to src/domain, src/questionnaire or src/ui.',
          },
          { group: ['**/app/**'], message: 'Features may not import the app layer.' },
        ],
      },
    ],
  },
}));

const sharedLayerBoundaries = {
  files: ['src/{domain,questionnaire,local,api,ui,address,order,boot}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/features/**'], message: 'Shared layers may not import features.' },
          { group: ['**/app/**'], message: 'Shared layers may not import the app layer.' },
        ],
      },
    ],
  },
};

const domainIsPure = {
  files: ['src/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              'react',
              'react-*',
              '**/ui/**',
              '**/local/**',
              '**/api/**',
              '**/boot/**',
              '**/features/**',
              '**/app/**',
            ],
            message: 'src/domain is pure TypeScript shared with the server.',
          },
        ],
      },
    ],
  },
};

/**
 * date-holidays carries every country's rules: the server computes the holiday list
 * (GET /checkout/v1/holiday/list) so it never enters the browser bundle. A rule of its own
 * name, so it adds to the import boundaries above instead of replacing them.
 */
const holidayLibraryStaysOnServer = {
  files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'date-holidays',
            message:
              'date-holidays is server-only: read the holiday list with src/api/holidays.ts.',
          },
        ],
      },
    ],
  },
};

/**
 * The server's rooms (DESIGN.md, decision 0059): products (server/products/<name>) above the
 * shared mechanisms, which take them from the one list (server/products.ts) that the assembly
 * (app.ts) and the back office (ops/) read; http, db and metrics at the bottom. Tests and test-support
 * may import anything. A rule name of its own (the typescript-eslint one, type imports
 * included), so it adds to the server's "only src/domain" rule instead of replacing it.
 */
const SERVER_TESTS = ['server/**/*.test.ts', 'server/test-support/**'];
const restrictServerImports = (files, ignores, patterns) => ({
  files,
  ignores: [...SERVER_TESTS, ...ignores],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
const importsNoProduct = {
  // '…/products/<name>/…' or the list '…/products' (server/products.ts).
  regex: '(^|/)products(/|$)',
  message:
    'Shared mechanisms never import a product: take it from the list the assembly hands down (server/products.ts).',
};
const serverBoundaries = [
  restrictServerImports(
    ['server/{http,db,metrics}/**/*.ts'],
    [],
    [
      importsNoProduct,
      {
        regex:
          '^\\.\\./(services|api|pages|checkout|compliance|documents|mail|jobs|signing|security|files|geo|state-data|oidc|payments|question-service|ops)(/|$)|^\\.\\./app$',
        message:
          'server/http, server/db and server/metrics are the bottom layer: they import no shared service above them.',
      },
    ],
  ),
  restrictServerImports(
    ['server/**/*.ts'],
    [
      'server/{http,db,metrics}/**',
      'server/products/**',
      'server/products.ts',
      'server/app.ts',
      'server/ops/**',
    ],
    [importsNoProduct],
  ),
  // One block per folder depth inside a product: from server/products/<name>/x.ts, '../<other>/…'
  // is another product and '../../products' the list; from a file one folder deeper
  // (server/products/<name>/<folder>/x.ts) the same with one more '../', and so on. Within the
  // product, '../' from a subfolder stays in it (server/products/business-hub/content/articles).
  ...[0, 1, 2, 3].map((depth) => {
    const up = '\\.\\./'.repeat(depth + 1);
    return restrictServerImports(
      [`server/products/*/${'*/'.repeat(depth)}*.ts`],
      [],
      [
        {
          regex: `^${up}[^./]|^${up}\\.\\./products$`,
          message:
            'Products never import each other (nor the list): what two products share goes to a shared module below them.',
        },
      ],
    );
  }),
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'server/db/migrations', 'dev-dist', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // What the server runs; a test may check the server against the app (its route table).
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex: the glob form does not match relative paths ('../../src/app/…').
              regex: '(^|/)src/(app|boot|features|ui|local|api|questionnaire|address|order)/',
              message: 'The server shares only src/domain with the browser.',
            },
          ],
        },
      ],
    },
  },
  // Accessibility of the markup as written; the e2e journeys run axe on the rendered screens.
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...featureBoundaries,
  sharedLayerBoundaries,
  domainIsPure,
  holidayLibraryStaysOnServer,
  ...serverBoundaries,
);
