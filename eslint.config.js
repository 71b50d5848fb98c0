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
    {
      group: ['**/staff/**'],
      message: "Features are the applicant's: they do not import the staff workspace.",
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

// The staff workspace shares the applicant's widgets through src/client/components and the
// renderer through src/client/form, never a feature's insides (issue 28).
const staffZone = clientZone(
  ['src/client/staff/**/*.{ts,tsx}'],
  [
    {
      group: ['**/features/**'],
      message:
        "The staff workspace does not import the applicant's features: share through src/client/components.",
    },
  ],
);

// Staff listen to the applicant's writes (events raised in its transactions): the applicant's
// path on the server never calls into the staff workspace (issue 28).
const applicantPathZone = {
  files: [
    'src/server/accounts/**/*.ts',
    'src/server/application/**/*.ts',
    'src/server/documents/**/*.ts',
    'src/server/routes/{api,public,documents}/**/*.ts',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/staff/**'],
            message:
              "The applicant's path raises events (answers written, application submitted) that staff code subscribes to; it imports no staff code.",
          },
        ],
      },
    ],
  },
};

// What is on screen is decided once, by the engine's computeVisibility (issue 17): the client
// and the server read its result and never evaluate a condition themselves.
const visibilitySyntax = [
  {
    selector: "Identifier[name='evaluateCondition']",
    message:
      "Read the engine's visibility (computeVisibility, useNodeShown) instead of evaluating conditions here.",
  },
];
const oneVisibility = {
  files: ['src/client/**/*.{ts,tsx}', 'src/server/**/*.ts'],
  rules: { 'no-restricted-syntax': ['error', ...visibilitySyntax] },
};

// The engine decides every control's state (issue 28): outside it, nothing counts against a
// repeater's maximum, reads a document answer's 'ANSWERED' or walks the definition's nodes; it
// reads the control state (controlState, printItems, the entry-count rules) instead. Rule
// options do not merge, so this zone repeats the visibility rule for the files it covers.
const walkHelpers = 'forEachQuestion|childLists|findNode|repeaterInstances|collectKeys';
const engineDecidesSyntax = [
  {
    selector: "MemberExpression[property.name='max']:not([object.name='Math'])",
    message:
      "A repeater's maximum is the engine's: read the control state (count, canAdd) or its entry-count rules.",
  },
  {
    selector: "Literal[value='ANSWERED']",
    message:
      "Whether a document is attached is the engine's rule: documentAttached or the control state.",
  },
  {
    selector: `Identifier[name=/^(${walkHelpers})$/]`,
    message: 'Only the engine walks definition nodes: read its control state or print model.',
  },
  {
    selector: 'MemberExpression[property.name=/^(children|template|branches|replaces)$/]',
    message: 'Only the engine walks definition nodes: read its control state or print model.',
  },
];
const engineDecides = {
  name: 'engine-decides',
  files: ['src/server/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-syntax': ['error', ...visibilitySyntax, ...engineDecidesSyntax] },
};

// Routes hold no SQL (fastify/demo's pattern): each table's statements live in its repository
// (src/server/repositories), decorated on the app as `app.repos`. A request body's schema comes
// from src/contracts, where the client's API code takes its type. Rule options do not merge, so
// this zone repeats the server's rules for the files it covers.
const thinRoutes = {
  name: 'thin-routes',
  files: ['src/server/routes/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...visibilitySyntax,
      ...engineDecidesSyntax,
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

// The client's views draw each node's own lists (a section's children, a tab's): the same zone
// without that selector.
const engineDecidesClient = {
  name: 'engine-decides-client',
  files: ['src/client/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...visibilitySyntax,
      ...engineDecidesSyntax.filter((rule) => !rule.selector.includes('children')),
    ],
  },
};

// What an applicant reads is in the catalogue, in English and Spanish (issue 32): no words
// written into a view, an accessible name, a toast or a failure's message. The staff workspace
// (staff/, and the print view and preview staff open) stays in English. Rule options do not
// merge, so this zone repeats the client's rules for the files it covers.
const catalogueWords = [
  {
    selector: 'JSXText[value=/[A-Za-z]{2,}/]',
    message:
      'Words the applicant reads come from the catalogue (useT), so they have their Spanish.',
  },
  {
    selector:
      'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/], JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
    message:
      'Words the applicant reads come from the catalogue (useT), so they have their Spanish.',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder)$/] > Literal[value=/[A-Za-z]{2,}/], JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder)$/] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/], JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder)$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
    message:
      'Words the applicant reads come from the catalogue (useT), so they have their Spanish.',
  },
  {
    selector:
      "CallExpression[callee.object.name='toast'] > :matches(Literal, TemplateLiteral).arguments:first-child",
    message: "A toast's words come from the catalogue (t), so they have their Spanish.",
  },
  {
    selector:
      'NewExpression[callee.name=/^(ServerError|UnauthorizedError)$/] > :matches(Literal, TemplateLiteral).arguments:first-child',
    message:
      "A failure's words come from the catalogue (t) or the server, so they have their Spanish.",
  },
];
const applicantWords = {
  name: 'applicant-words',
  files: ['src/client/**/*.{ts,tsx}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    'src/client/staff/**',
    'src/client/form/print/**',
    'src/client/form/preview/**',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...visibilitySyntax,
      ...engineDecidesSyntax.filter((rule) => !rule.selector.includes('children')),
      ...catalogueWords,
    ],
  },
};

// Views only render (issue 28): the renderer's views and widgets draw what the engine decides;
// the server, the features and the toasts are reached only through the form-actions context that
// the composing code provides (src/client/form/form-actions.ts); staff code never.
const renderOnlyZone = clientZone(
  ['src/client/form/renderer/**/*.{ts,tsx}', 'src/client/form/widgets/**/*.{ts,tsx}'],
  [
    {
      group: ['**/staff/**'],
      message: 'The renderer draws the definition for every reader: it does not import staff code.',
    },
    {
      regex: '^(.*/)?((features|api|pages)/|components/toast/)',
      message:
        'Views and widgets only render: features, the API, pages and toasts are reached through the form actions.',
    },
  ],
);

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
  applicantPathZone,
  clientZone(['src/client/**/*.{ts,tsx}']),
  staffZone,
  ...featureZones,
  renderOnlyZone,
  oneVisibility,
  engineDecides,
  thinRoutes,
  engineDecidesClient,
  applicantWords,
);
