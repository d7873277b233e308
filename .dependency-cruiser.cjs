// The walls of docs/conventions.md (and ../shared/DESIGN.md, Layout), checked on every `npm test`.
// A rule's comment says what it keeps apart; its name is what a failure prints.
/** Pure layers: no React, no Redux store, no browser, no I/O. */
const pureLayers = '^(config|src/(contract|validation|shared|bus))/';
/** Folders no-cycle-between-areas leaves out (its comment says why): the shell. */
const notYetInAreaRule = '(?:app)';
/** Applications still composed in their own folder rather than in src/app (areas-stand-below-the-shell says why). */
const applicationsNotYetInTheShell = '(?:signin|guest|support)';

module.exports = {
  forbidden: [
    {
      name: 'server-imports-only-shared-code',
      comment:
        'The gateway imports only src/contract, src/validation, src/shared, config/ and the log format of src/bus from the client side: never a screen, a slice, a saga or the shell.',
      severity: 'error',
      from: { path: '^server/' },
      to: {
        path: '^(src|sagas)/',
        pathNot: ['^src/(contract|validation|shared|bus)/', '^src/catalogues\\.ts$', '^src/(?!app/)[^/]+/catalogue\\.ts$'],
      },
    },
    {
      name: 'gateway-reaches-no-shell',
      comment:
        "Not even through what it may import: the gateway's imports reach no shell module (src/app), saga, screen or design system, so the browser's composition never runs on the gateway. The shell's own actions are declared in src/shell/catalogue.ts, the catalogue the gateway reads.",
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^src/app/', '^sagas/', '^src/[^/]+/screens/', '^src/ui/', '\\.tsx$'], reachable: true },
    },
    {
      name: 'only-recorded-visits-read-the-action-catalogue',
      comment: 'The action catalogue reaches the gateway only where recorded visits are checked and masked (server/sessions).',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/sessions/' },
      to: { path: ['^src/catalogues\\.ts$', '^src/[^/]+/catalogue\\.ts$'] },
    },
    {
      name: 'catalogues-are-declarations',
      comment:
        'A catalogue declares actions (io-ts codecs, sensitive fields, words): it imports the bus helpers, the contract and pure rules only.',
      severity: 'error',
      from: { path: ['^src/catalogues\\.ts$', '^src/[^/]+/catalogue\\.ts$'] },
      to: {
        path: '^(src|sagas|server)/',
        pathNot: [
          '^src/(contract|validation|shared|bus)/',
          '^src/catalogues\\.ts$',
          '^src/[^/]+/catalogue\\.ts$',
          '^src/forms/registry\\.ts$',
        ],
      },
    },
    {
      name: 'client-never-imports-server',
      comment: 'The portal talks to the gateway through src/contract and sagas/api.ts, never by importing it.',
      severity: 'error',
      from: { path: '^(src|sagas)/' },
      to: { path: '^server/' },
    },
    {
      name: 'pure-layers-stay-pure',
      comment:
        'config/, src/contract, src/validation, src/shared and src/bus are data and pure rules: no React, no store, no domain, no saga.',
      severity: 'error',
      from: { path: pureLayers },
      to: {
        path: [
          '^(sagas|server)/',
          '^src/(?!(contract|validation|shared|bus)/)',
          '^node_modules/(react|react-dom|react-redux|react-router|react-router-dom|redux-saga|connected-react-router|@reduxjs)/',
        ],
      },
    },
    {
      name: 'masking-holds-no-route-table',
      comment:
        "The bus's masking rules (src/bus) are plain data keyed by action type, field name or address pattern: they read no route table, so the gateway's log and a recorded visit are masked the same without the pages.",
      severity: 'error',
      from: { path: '^src/bus/' },
      to: { path: ['^src/shared/routes/', '^src/shared/route\\.ts$', '^src/[^/]+/routes\\.ts$'], reachable: true },
    },
    {
      name: 'config-is-data',
      comment: 'config/ holds settings and their defaults: it imports nothing of the portal.',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: '^(src|sagas|server)/' },
    },
    {
      name: 'only-entries-import-root-sagas',
      comment: 'Entry files (src/app/entries) belong to the shell: a domain never imports a saga, and only an entry starts the root sagas.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/app/entries/' },
      to: { path: '^sagas/' },
    },
    {
      name: 'sagas-never-touch-the-dom',
      comment: 'A saga does I/O through injected services; it never renders, imports a screen or the design system.',
      severity: 'error',
      from: { path: '^sagas/' },
      to: { path: ['^src/ui/', '^src/[^/]+/screens/', '\\.tsx$', '^node_modules/(react|react-dom|react-redux|react-router-dom)/'] },
    },
    {
      name: 'reducers-are-pure',
      comment: 'A slice (reducer) never reads storage, calls the gateway or renders: it imports catalogues, contract types and pure rules.',
      severity: 'error',
      from: { path: '(^|/)slice\\.ts$' },
      to: { path: ['^src/services/', '^sagas/', '^src/ui/', '\\.tsx$', '^node_modules/(react|react-dom|react-redux)/'] },
    },
    {
      name: 'design-system-knows-no-domain',
      comment: 'src/ui is presentational: no store, no routing, no domain.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        path: [
          '^src/(?!(ui|validation|shared|contract)/)',
          '^sagas/',
          '^node_modules/(react-redux|react-router|react-router-dom|redux-saga)/',
        ],
      },
    },
    {
      name: 'screens-never-call-services',
      comment: "A screen dispatches actions and reads selectors; gateway calls, storage and timers are sagas' (through src/services).",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/(services|app/entries)/', '^src/app/(store|exportLog)\\.ts$'] },
      to: { path: '^src/services/(?!types\\.ts$)' },
    },
    {
      name: 'payments-use-billing-never-the-reverse',
      comment:
        'Billing (accounts, ledger, statements, plans, autopay, methods) owns the money; payments (making a payment) builds on it, one way.',
      severity: 'error',
      from: { path: '^(src/billing|sagas/billing)' },
      to: { path: '^(src/payments|sagas/payments)' },
    },
    {
      name: 'life-quoting-uses-quoting-never-the-reverse',
      comment: "Life quoting builds on the quoting application's pieces; quoting never reaches into life quoting.",
      severity: 'error',
      from: { path: '^(src/quoting|sagas/quoting\\.ts)' },
      to: { path: '^(src/lifeQuoting|sagas/lifeQuoting)' },
    },
    {
      name: 'login-page-stays-light',
      comment:
        "The login page's first script (src/app/entries/signin.tsx) carries no route table or path matcher, no quoting contract and no selector library: it reads plain page data (src/shared/routes/<area>.ts) and builds addresses with src/shared/address.ts. npm run bench prints its weight.",
      severity: 'error',
      from: { path: '^src/app/entries/signin\\.tsx$' },
      to: {
        path: [
          '^src/shared/route\\.ts$',
          '^src/shared/routes/index\\.ts$',
          '^src/contract/quoting\\.ts$',
          'node_modules/(path-to-regexp|reselect)/',
        ],
        reachable: true,
      },
    },
    {
      name: 'month-arithmetic-stays-on-the-gateway',
      comment:
        "Only the gateway counts months (src/validation/businessMonths.ts, with date-fns and its time-zone library): no browser module imports it or those libraries, which would otherwise ride in the first pages' shared chunks. Browser dates are day numbers (src/validation/dates.ts).",
      severity: 'error',
      from: { path: '^(src|sagas)/', pathNot: '^src/validation/businessMonths\\.ts$' },
      to: { path: ['^src/validation/businessMonths\\.ts$', 'node_modules/(date-fns|@date-fns/tz)/'] },
    },
    {
      name: 'a-plugin-never-imports-another',
      comment:
        'A gateway plugin is a list of routes for its concern; what several share (guards, the caller, not-found answers, rules, SQL) lives in server/http or the concern modules. Only the composition (server/app.ts, server/plugins/api.ts) imports plugins.',
      severity: 'error',
      from: { path: '^server/', pathNot: ['^server/app\\.ts$', '^server/plugins/api\\.ts$'] },
      to: { path: '^server/plugins/' },
    },
    {
      name: 'one-idempotency-mechanism',
      comment:
        'Commands run once per key through runOnce (server/http/idempotency.ts); nothing else touches the idempotency records directly.',
      severity: 'error',
      from: { path: '^server/', pathNot: '^server/http/idempotency\\.ts$' },
      to: { path: '^server/db/idempotency\\.ts$' },
    },
    {
      name: 'no-cycle-between-areas',
      comment:
        "Areas (src/<area>/, each with its screens) import each other one way only: no area folder reaches itself back through another. What several areas share goes down into the area that owns it (a selector, a label, a small component, a declaration), what composes several goes up into a composing layer: a page of src/pages/<page>/ (the policy page, the documents centre), with its own manifest, since an area's manifest routing to it would close a cycle. src/pages counts as one area here, above the others. Left out: src/app (the shell, which composes every area and gathers the manifests; its route knowledge is moving into route manifests).",
      severity: 'error',
      scope: 'folder',
      from: { path: `^src/(?!${notYetInAreaRule}(?:/|$))([^/]+)` },
      to: { path: `^src/(?!${notYetInAreaRule}(?:/|$))[^/]+`, pathNot: '^src/$1(?:/|$)', circular: true },
    },
    {
      name: 'areas-stand-below-the-shell',
      comment: `No area (src/<area>/, src/pages) imports the shell (src/app), which composes them all: what an area shares with the shell (the not-found page, the router's replay, chunk loading, the page load) stands in src/shell or src/ui. Left out until their composition moves up into src/app: the login page (src/signin), the guest pages (src/guest) and the support console (src/support), which draw the shell's frame and reducers.`,
      severity: 'error',
      from: { path: '^src/(?!app/)', pathNot: `^src/${applicationsNotYetInTheShell}/` },
      to: { path: '^src/app/' },
    },
    {
      name: 'no-cycle-between-area-sagas',
      comment:
        "The saga modules (sagas/*.ts) import each other one way only: what several areas' sagas call (the policyholder's records, intents, the sign-out) stands in a module of its own that imports no area's saga, so each area's saga chunk (sagas/domains.ts) carries that area alone.",
      severity: 'error',
      from: { path: '^sagas/' },
      to: { path: '^sagas/', circular: true },
    },
    {
      name: 'pages-stand-above-areas',
      comment:
        'A page of src/pages composes areas: no area, saga or gateway module imports it, only the shell gathers its manifest (src/app/manifests.ts). What a page and an area share belongs to the area.',
      severity: 'error',
      from: { path: '^(src|sagas|server)/', pathNot: ['^src/(app|pages)/'] },
      to: { path: '^src/pages/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules never import each other in a circle.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-orphans',
      comment: 'Every module is used (entries, tests, scripts and declarations excepted).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          '^src/app/entries/',
          '^test/',
          '^scripts/',
          '^types/',
          '\\.d\\.ts$',
          '(^|/)\\.[^/]+\\.(c|m)?js$',
          '^(jest|webpack)\\.config\\.js$',
          '^config/bundle/',
          '^server/main\\.ts$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^node_modules/', '^coverage/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.scss'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
