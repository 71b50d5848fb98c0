import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries of ARCHITECTURE.md: the engine is pure and shared; the client never
// reaches into the server.
const engineZone = {
  files: ['src/engine/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/client/**', '**/server/**', '**/scripts/**'],
            message: 'src/engine must not import from src/client, src/server or scripts.',
          },
          {
            group: [
              'react',
              'react-dom',
              'fastify',
              'pg',
              '@electric-sql/pglite',
              'node:*',
              'fs',
              'path',
            ],
            message: 'src/engine is pure TypeScript: no framework or Node API.',
          },
        ],
      },
    ],
  },
};

// The wire contracts (reply schemas and their types) are shared by the server's routes and the
// client's API code, so they are as pure as the engine, which is all they may import.
const contractsZone = {
  files: ['src/contracts/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/client/**', '**/server/**', '**/scripts/**'],
            message: 'src/contracts must not import from src/client, src/server or scripts.',
          },
          {
            group: ['react', 'react-dom', 'fastify', 'pg', '@electric-sql/pglite', 'node:*'],
            message: 'src/contracts is pure TypeScript: no framework or Node API.',
          },
        ],
      },
    ],
  },
};

// The client's own layers (bulletproof-react's zones): a widget edits one value and knows
// nothing of features, the API or pages; a feature never imports another feature (the app
// composes them). Rule options do not merge, so every client zone repeats the client's base.
const clientBase = {
  group: ['**/server/**', 'node:*'],
  message: 'src/client must not import server code or Node APIs.',
};
const clientZone = (files, patterns = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [clientBase, ...patterns] }] },
});

const features = readdirSync(`${import.meta.dirname}/src/client/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZone = (feature, files, allowed = []) =>
  clientZone(files, [
    {
      group: features
        .filter((other) => other !== feature && !allowed.includes(other))
        .flatMap((other) => [`../${other}/**`, `../../${other}/**`, `**/features/${other}/**`]),
      message:
        'Features do not import each other: share through src/client/stores or compose in src/client/app.',
    },
  ]);
// Known exception: the session's lifecycle starts, flushes and stops autosave.
const SESSION_STARTS_AUTOSAVE = [
  'src/client/features/session/apply-profile.ts',
  'src/client/features/session/clear-client-data.ts',
  'src/client/features/session/ensure-session.ts',
  'src/client/features/session/logout.ts',
];
const featureZones = features.map((feature) => ({
  ...featureZone(feature, [`src/client/features/${feature}/**/*.{ts,tsx}`]),
  ignores: feature === 'session' ? SESSION_STARTS_AUTOSAVE : [],
}));
featureZones.push(featureZone('session', SESSION_STARTS_AUTOSAVE, ['autosave']));

// What is on screen is decided once, by the engine's computeVisibility (issue 17): the client
// and the server read its result and never evaluate a condition themselves.
const noConditionEvaluation = {
  selector: "Identifier[name='evaluateCondition']",
  message:
    "Read the engine's visibility (computeVisibility, useNodeShown) instead of evaluating conditions here.",
};
const oneVisibility = {
  files: ['src/client/**/*.{ts,tsx}', 'src/server/**/*.ts'],
  rules: { 'no-restricted-syntax': ['error', noConditionEvaluation] },
};

// Routes hold no SQL (fastify/demo's pattern): each table's statements live in its repository
// (src/server/repositories), decorated on the app as `app.repos`. A request body's schema comes
// from src/contracts, where the client's API code takes its type. Rule options do not merge, so
// this zone repeats the one above.
const thinRoutes = {
  files: ['src/server/routes/**/*.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      noConditionEvaluation,
      {
        selector: "CallExpression[callee.property.name='query']",
        message: 'Routes hold no SQL: add a method to a repository in src/server/repositories.',
      },
      {
        selector:
          "Property[key.name='schema'] > ObjectExpression > Property[key.name='body'] > ObjectExpression",
        message: 'A request body comes from src/contracts, shared with the client that sends it.',
      },
    ],
  },
};

const widgetRule = (allowed = '') => ({
  // `allowed` is a regular-expression prefix that this file may still import.
  regex: `^${allowed ? `(?!${allowed})` : ''}(.*/)?(features|api|pages)/`,
  message: 'A widget edits one value: it does not import features, the API or pages.',
});
// Known exceptions, until the renderer hands widgets their upload and lookup calls.
const WIDGETS_WITH_SERVER_CALLS = {
  'src/client/form/widgets/FileChooser.tsx': String.raw`\.\./\.\./features/documents/`,
  'src/client/form/widgets/DocumentUpload.tsx': String.raw`\.\./\.\./features/documents/`,
  'src/client/form/widgets/AutocompleteWidget.tsx': String.raw`\.\./api/lookup$`,
};
const widgetZones = [
  {
    ...clientZone(['src/client/form/widgets/**/*.{ts,tsx}'], [widgetRule()]),
    ignores: Object.keys(WIDGETS_WITH_SERVER_CALLS),
  },
  ...Object.entries(WIDGETS_WITH_SERVER_CALLS).map(([file, allowed]) =>
    clientZone([file], [widgetRule(allowed)]),
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/engine/generated/**',
      'test-results/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware rules: each file is checked with its nearest tsconfig (the engine's and the
    // client's own, the root one for the rest), so a promise nobody awaits is an error.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/client/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  engineZone,
  contractsZone,
  clientZone(['src/client/**/*.{ts,tsx}']),
  ...featureZones,
  ...widgetZones,
  oneVisibility,
  thinRoutes,
);
