// What the portal's service worker keeps for use offline (src/offline/worker.ts): the pages, scripts and styles of
// filing a claim, signed in (the portal's compilation) and as a guest (the public pages' compilation), found by the
// names their imports give their chunks. The portal's compilation runs first and hands its files to the public one,
// whose InjectManifest writes the one worker (sw.js) for both.
const crypto = require('node:crypto');
const { InjectManifest } = require('workbox-webpack-plugin');

/**
 * The entry and the named chunk groups (webpackChunkName) of each compilation that filing a claim loads; each named
 * group with every chunk it loads later in turn (a step's questions, say).
 */
const offlineChunkGroups = {
  portal: {
    entry: 'portal',
    groups: ['claim-filing', 'sagas-policies', 'sagas-claims', 'sagas-fnol', 'sagas-profile', 'sagas-documents', 'offline-store'],
  },
  public: { entry: 'guest', groups: ['guest-claim', 'sagas-guest-claims', 'sagas-documents', 'offline-store'] },
};

/** A chunk group and the groups it loads, and those they load. */
function withLaterGroups(group, seen = new Set()) {
  if (seen.has(group)) return seen;
  seen.add(group);
  for (const child of group.getChildren()) withLaterGroups(child, seen);
  return seen;
}
/** Kept beside them: the two pages' HTML, the icon and the web app manifest. */
const keptFiles = { portal: ['index.html', 'favicon.svg', 'manifest.webmanifest'], public: ['guest.html'] };

const revisionOf = (source) => crypto.createHash('md5').update(source.buffer()).digest('hex');
const contentHashed = /\.[0-9a-f]{10}\.(?:js|css)$/;

/** The files of a compilation's offline chunk groups, each with its revision (none for a content-hashed name). */
function offlineEntries(compilation, name) {
  const files = new Set(keptFiles[name]);
  const { entry, groups } = offlineChunkGroups[name];
  const named = groups.map((group) => {
    const chunkGroup = compilation.namedChunkGroups.get(group);
    if (!chunkGroup) throw new Error(`The offline files name a chunk group "${group}" that the ${name} build does not have.`);
    return chunkGroup;
  });
  const chunkGroups = new Set([compilation.entrypoints.get(entry), ...named.flatMap((group) => [...withLaterGroups(group)])]);
  for (const chunkGroup of chunkGroups) for (const chunk of chunkGroup.chunks) for (const file of chunk.files) files.add(file);
  const publicPath = compilation.outputOptions.publicPath;
  return [...files].map((file) => {
    const asset = compilation.getAsset(file);
    if (!asset) throw new Error(`The offline file ${file} is not in the ${name} build.`);
    return { url: `${publicPath}${file}`, revision: contentHashed.test(file) ? null : revisionOf(asset.source) };
  });
}

/** One run's worker: `collect()` goes in the portal's compilation, `worker()` in the public one's. */
function offlineWorker({ swSrc }) {
  let portalEntries = [];
  return {
    collect: () => ({
      apply(compiler) {
        compiler.hooks.emit.tap('OfflineFiles', (compilation) => {
          portalEntries = offlineEntries(compilation, 'portal');
        });
      },
    }),
    worker: () =>
      new InjectManifest({
        swSrc,
        swDest: 'sw.js',
        // The entries are chosen by chunk group below; the default size limit would drop a large one silently.
        maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
        manifestTransforms: [
          async (_entries, compilation) => ({ manifest: [...portalEntries, ...offlineEntries(compilation, 'public')], warnings: [] }),
        ],
      }),
  };
}

module.exports = { offlineWorker };
