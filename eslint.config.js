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
);
