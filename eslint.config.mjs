// The linter of docs/conventions.md: typescript-eslint, react-hooks and jsx-a11y, and the walls that are about
// what code does rather than what it imports (those are in .dependency-cruiser.cjs). Run by `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * Addresses of the applications' pages (every first segment of a route table: test/app/manifests.test.ts checks it):
 * written only in the route tables (src/shared/routes), never in a manifest, built everywhere else with `route.to()`.
 */
const pageAddress =
  '^\\/(account|billing|policies|documents|viewDocuments|login|forgot-password|forgot-login-id|create-account|pay-as-guest|express-id|quoting|claims|profile|onboarding|selfservice|photo-upload|implicit|forced-logout|support|contact-us|timeout|mobile-app-info|messenger|dev)(\\/|$)';

const literalAddresses = [
  {
    selector: `Literal[value=/${pageAddress}/]`,
    message: 'A page address is built by its route (src/shared/routes): routes.someRoute.to({ ... }).',
  },
  {
    selector: `TemplateElement[value.raw=/${pageAddress}/]`,
    message: 'A page address is built by its route (src/shared/routes): routes.someRoute.to({ ... }).',
  },
];

const browserIo = [
  { name: 'fetch', message: "Gateway calls are sagas' work, through sagas/api.ts callEndpoint and the gateway service." },
  { name: 'XMLHttpRequest', message: "Gateway calls are sagas' work, through an injected service (src/services)." },
  { name: 'localStorage', message: 'Storage is reached through the storage service (src/services), from a saga.' },
  { name: 'sessionStorage', message: 'Storage is reached through the storage service (src/services), from a saga.' },
];

/** The same, reached through the global object. */
const browserIoThroughGlobals = ['window', 'globalThis', 'self'].flatMap((object) =>
  browserIo.map(({ name, message }) => ({ object, property: name, message })),
);

/** A saga calls a service through call(); repeated where a later block restates no-restricted-syntax (flat config replaces a rule's options). */
/** react-router's own matchers: an address is read by its route, the switch drawn from the manifests. */
const reactRouterMatchers = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  importNames: ['matchPath', 'useRouteMatch'],
  message: "An address is read by its route (routes.key.match(pathname)); the switch is derived from the areas' manifests.",
}));

/** A screen moves through the bus (BusLink, useGoTo from src/shell/BusLink.tsx), never by holding the router's history. */
const routerHistoryInScreens = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  importNames: ['useHistory'],
  message: 'A screen moves to an address with useGoTo() or BusLink (src/shell/BusLink.tsx): the move is an action of the log.',
}));

/** "Is this page view of that route?" is asked by route key in src/shared/route.ts only (and sagas/entering.ts's dispatcher). */
const pageViewQuestions = {
  group: ['**/shared/route'],
  importNames: ['viewOf', 'isViewOf'],
  message:
    "No module asks whether a page view is of a route: a saga enters it through its area's onEntering table (sagas/entering.ts), and what a page's manifest says of it (offers, chat) is looked up by its route key (src/app/pageFacts.ts).",
};

const servicesThroughCall = {
  selector:
    ":function[generator=true] CallExpression[callee.type='MemberExpression'][callee.object.type='MemberExpression'][callee.object.object.name='services']",
  message: 'Call a service through call(), e.g. yield call([services.clock, services.clock.now]): saga tests then see and answer it.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', 'test-results/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ['**/*.tsx'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region or block must be reachable by keyboard to be scrolled (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: ['pre'] }],
    },
  },
  { ...reactHooks.configs.flat['recommended-latest'], files: ['**/*.tsx', 'src/**/*.ts'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    name: 'CommonJS configuration files',
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-redeclare': ['error', { builtinGlobals: false }] },
  },
  {
    name: 'the gateway prints its address and the demo sign-ins when it starts',
    files: ['server/main.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    name: 'screens never do I/O',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**', 'src/app/entries/**', 'src/bus/actionLog.ts', 'src/app/store.ts'],
    rules: {
      'no-restricted-globals': ['error', ...browserIo],
      'no-restricted-properties': ['error', ...browserIoThroughGlobals],
    },
  },
  {
    name: 'sagas never touch the DOM and call services through call()',
    files: ['sagas/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserIo,
        { name: 'document', message: 'A saga never touches the DOM: the page service (src/services) does.' },
        { name: 'window', message: 'A saga never touches the window: an injected service does.' },
      ],
      'no-restricted-syntax': ['error', ...literalAddresses, servicesThroughCall],
    },
  },
  {
    name: 'reducers are pure',
    files: ['**/slice.ts', 'src/**/reducers.ts'],
    rules: {
      'no-restricted-globals': ['error', ...browserIo, { name: 'Date', message: 'Time reaches a reducer in an action payload.' }],
      'no-restricted-properties': [
        'error',
        ...browserIoThroughGlobals,
        { object: 'Math', property: 'random', message: 'Ids reach a reducer in an action payload.' },
      ],
    },
  },
  {
    name: 'addresses come from the route tables',
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    // The route tables write addresses; the contract's paths are the gateway's, not pages'.
    ignores: ['src/shared/routes/**', 'src/contract/**'],
    rules: { 'no-restricted-syntax': ['error', ...literalAddresses] },
  },
  {
    name: 'routes are matched by their route tables and drawn from the manifests',
    files: ['src/**/*.{ts,tsx}', 'sagas/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...reactRouterMatchers, ...routerHistoryInScreens], patterns: [pageViewQuestions] }],
    },
  },
  {
    name: "a saga enters a route through its area's onEntering table",
    files: ['sagas/**/*.ts'],
    // The one dispatcher reads a page view's parameters; an area's saga says what it does on entering each route.
    ignores: ['sagas/entering.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...literalAddresses,
        servicesThroughCall,
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='route']",
          message: "A saga never compares a page view's route: its area's onEntering table names the routes (sagas/entering.ts).",
        },
        {
          // An action creator's match (someActions.x.match) is not an address's; a string's match takes a regular expression.
          selector: "CallExpression[callee.property.name='match']:not([callee.object.object.name=/Actions$/]):not([arguments.0.regex])",
          message:
            "A saga never reads an address with a route's match: the one dispatcher (sagas/entering.ts) hands each route its parameters, and what a page's manifest says of it is looked up by its route key (src/app/pageFacts.ts).",
        },
      ],
    },
  },
  {
    name: 'a step, a knockout or an intent of self service is typed by its codec, never cast',
    // Each flow's steps are one codec (src/shared/routes/selfService.ts), read typed from the action, the route and
    // the flow; a value the types do not know is decoded or narrowed, never asserted. `as const` stays allowed.
    files: ['sagas/selfService.ts', 'src/selfService/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }] },
  },
  {
    name: 'tests and scripts',
    files: ['test/**', 'scripts/**'],
    // Tests load a module afresh with require() inside jest.isolateModules.
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    name: "a browser journey waits on a page's condition, never on a promise it mistakes for one",
    files: ['test/e2e/**', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Playwright's waitForFunction takes the promise an async predicate answers as truthy at once, settled or not.
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message: 'waitForFunction does not wait for a promise: ask with evaluate() in a loop (until from test/support/until.ts).',
        },
      ],
    },
  },
);
