// Two applications on one bus: the customer portal and the quoting application (spec section 2), each with
// its own entry, bundle and HTML page, served under /customers by the gateway.
const path = require('node:path');
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { DefinePlugin } = require('webpack');
const pkg = require('./package.json');
const { offlineWorker } = require('./config/bundle/offlineFiles');
const { webAppManifest } = require('./config/bundle/webAppManifest');

const compressible = /\.(?:js|css|html|svg|json)$/;

const swcOptions = {
  jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' },
  module: { type: 'es6' },
};

/**
 * @param {Record<string, string | boolean>} env
 * @param {{ mode?: 'production' | 'development' }} argv
 */
module.exports = (env = {}, argv = {}) => {
  const mode = argv.mode ?? 'production';
  const production = mode === 'production';
  const outputPath = env.outputPath ? path.resolve(String(env.outputPath)) : path.resolve(__dirname, 'dist/portal');
  const portalEntries = {
    portal: './src/app/entries/portal.tsx',
    // The support console (support.html, /customers/support) and its sandboxed replay page (replay.html).
    support: './src/app/entries/support.tsx',
    replay: './src/app/entries/replayFrame.tsx',
  };
  // The public first pages, built in a compilation of their own: in one compilation with the portal, a lazily loaded
  // chunk a guest page shares with the portal carries the union of what both use (webpack's tree shaking and module
  // concatenation answer per chunk), so the guest pages would load the portal's code. Built apart, their chunks hold
  // only what these entries draw.
  const publicEntries = {
    // The login page (signin.html, /customers/login): the portal's sign-in without its signed-in domains.
    signin: './src/app/entries/signin.tsx',
    // The guest pages (guest.html): paying a bill, express ID cards, claims and uploads without logging in.
    guest: './src/app/entries/guest.tsx',
    quoting: './src/app/entries/quoting.tsx',
  };
  const buildId = crypto.createHash('sha256').update(`${pkg.version}:${Date.now()}`).digest('hex').slice(0, 12);
  // The support console's replay page runs sandboxed, in an opaque origin: from there every stylesheet and script of
  // ours is cross-origin, and a stylesheet loaded without CORS is shut to the page (its rules unreadable, refused to
  // axe and the browser's tools). Its tags, and the stylesheets of the screens it loads later, are requested in CORS
  // mode (the gateway allows any origin on the build's public files). The page's address still reads as ours
  // (location.origin), so webpack's own cross-origin check cannot tell: self.origin is 'null' there.
  const corsModeTags = {
    apply(compiler) {
      compiler.hooks.compilation.tap('ReplayPageInCorsMode', (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('ReplayPageInCorsMode', (data) => {
          if (data.outputName !== 'replay.html') return data;
          for (const tag of [...data.assetTags.scripts, ...data.assetTags.styles]) tag.attributes.crossorigin = 'anonymous';
          return data;
        });
        MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap('ReplayPageInCorsMode', (source, { tag }) =>
          [source, `if (self.origin === 'null') ${tag}.crossOrigin = 'anonymous';`].join('\n'),
        );
      });
    },
  };
  const pages = (entries) =>
    Object.keys(entries).map(
      (name) =>
        new HtmlWebpackPlugin({
          filename: name === 'portal' ? 'index.html' : `${name}.html`,
          chunks: [name],
          template: path.resolve(__dirname, 'src/app/index.html'),
          favicon: path.resolve(__dirname, 'src/app/favicon.svg'),
          title: 'Cardinal Mutual',
          scriptLoading: 'defer',
          publicPath: '/customers/',
        }),
    );
  /**
   * One compilation: `name` for webpack's order, `entries` its pages, `clean` whether it empties the output folder
   * first (the first one only), `prefix` before its lazily loaded files' names in a development build (whose names
   * carry no content hash, so two compilations' chunks of one name would overwrite each other).
   */
  const compilation = ({ name, entries, clean, prefix = '', dependencies = [], plugins = [] }) => ({
    name,
    dependencies,
    mode,
    entry: entries,
    output: {
      path: outputPath,
      publicPath: '/customers/',
      // Each compilation loads its lazy chunks through a global of its own.
      uniqueName: `customer-portal-${name}`,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : `${prefix}[name].js`,
      chunkLoadTimeout: 120000,
      clean,
      // Every file written at each build, unchanged or not: scripts/build-if-stale.mjs dates the build by its pages.
      compareBeforeEmit: false,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // io-ts-reporters and others require fp-ts's CommonJS modules, which cannot be tree-shaken: use its ES build.
      alias: {
        // Its modules without its eager selectors: see the file.
        'connected-react-router$': path.resolve(__dirname, 'config/bundle/connected-react-router.js'),
        // Its deep equality of location states, without lodash's: see the file.
        'lodash.isequalwith$': path.resolve(__dirname, 'config/bundle/isEqualWith.ts'),
        'fp-ts/es6': path.resolve(__dirname, 'node_modules/fp-ts/es6'),
        'fp-ts/lib': path.resolve(__dirname, 'node_modules/fp-ts/es6'),
        'fp-ts': path.resolve(__dirname, 'node_modules/fp-ts/es6'),
        'io-ts/lib': path.resolve(__dirname, 'node_modules/io-ts/es6'),
      },
    },
    module: {
      rules: [
        { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        // The contract's codecs and endpoints, built at each module's top level, are marked pure: a page keeps the ones it uses.
        {
          test: /[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/,
          enforce: 'pre',
          use: path.resolve(__dirname, 'config/bundle/pureDeclarations.js'),
        },
        { test: /\.s?css$/, use: [MiniCssExtractPlugin.loader, 'css-loader', { loader: 'sass-loader', options: { api: 'modern' } }] },
      ],
    },
    plugins: [
      ...pages(entries),
      ...plugins,
      corsModeTags,
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : `${prefix}[name].css`,
      }),
      new DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        __APP_VERSION__: JSON.stringify(`${pkg.version}+${buildId}`),
        __DEV_PAGES__: JSON.stringify(!production || env.devPages === true || env.devPages === 'true'),
      }),
      // Every text asset written beside its Brotli and gzip copies, at their best compression: the gateway sends the
      // one the browser accepts (a phone on a slow network downloads a third of the bytes) without compressing per request.
      ...(production
        ? [
            new CompressionPlugin({
              test: compressible,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              test: compressible,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              minRatio: 0.9,
            }),
          ]
        : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'async',
        // Chart.js (the analysts' plots) in two chunks: its core and controllers, and the helpers and colour library it
        // builds on. Whole, it would be the one lazily loaded chunk above the bench's 40 KB (scripts/bench/goals.ts).
        cacheGroups: {
          chartHelpers: {
            test: /[\\/]node_modules[\\/](?:chart\.js[\\/]dist[\\/]chunks|@kurkle[\\/]color)[\\/]/,
            name: 'chart-helpers',
            chunks: 'async',
            enforce: true,
          },
        },
      },
      // CommonJS packages (React, ReactDOM, the JSX runtime) stay plain modules instead of lazily wrapped accessors
      // inside the concatenated scope: each of the hundreds of JSX calls then reads the runtime directly.
      concatenateModules: production ? { commonjs: false } : false,
      // Exports a module keeps are renamed to the shortest names (a, b, ...) rather than stable hashed ones: every page's
      // own modules reach each other through them, and the names only need to agree within one build.
      mangleExports: production ? 'size' : false,
      // Every supported browser (spec section 5) runs ES2020, so terser may write arrow functions; a third pass
      // finds what the second one's inlining left unused.
      minimizeOptions: { javascript: { ecma: 2020, compress: { ecma: 2020, passes: 3, unsafe_arrows: true } } },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
  // The bench's reference pages: one entry of their own.
  if (env.entry) return compilation({ name: 'bench', entries: { bench: path.resolve(String(env.entry)) }, clean: true });
  // The public pages' compilation writes after the portal's, which empties the folder first (output.clean).
  // The service worker keeps claim filing's files of both compilations: the portal's hands its files to the public one's.
  const offline = offlineWorker({ swSrc: path.resolve(__dirname, 'src/offline/worker.ts') });
  const installable = webAppManifest({
    name: 'Cardinal Mutual',
    shortName: 'Cardinal Mutual',
    description: 'Manage your policies, bills, payments, claims and ID cards.',
    themeColor: '#a51c30',
    basePath: '/customers',
  });
  return [
    compilation({ name: 'portal', entries: portalEntries, clean: true, plugins: [installable, offline.collect()] }),
    compilation({
      name: 'public',
      entries: publicEntries,
      clean: false,
      prefix: 'public-',
      dependencies: ['portal'],
      plugins: [offline.worker()],
    }),
  ];
};
