// The web app manifest (manifest.webmanifest) and its icons, written into the portal's build: with the service worker
// (src/offline/worker.ts) they make the portal installable on a phone's home screen.
const fs = require('node:fs');
const path = require('node:path');
const { sources, Compilation } = require('webpack');

const iconsDir = path.resolve(__dirname, '../../src/app/icons');

/** `name`, `themeColor` and `basePath` as the product names them (config/product.ts). */
function webAppManifest({ name, shortName, description, themeColor, basePath }) {
  const icons = [
    { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
    { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
    { file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
  ];
  const manifest = {
    name,
    short_name: shortName,
    description,
    id: `${basePath}/`,
    start_url: `${basePath}/`,
    scope: `${basePath}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: icons.map(({ file, sizes, purpose }) => ({ src: `${basePath}/${file}`, sizes, type: 'image/png', purpose })),
  };
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('WebAppManifest', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'WebAppManifest', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('manifest.webmanifest', new sources.RawSource(JSON.stringify(manifest, null, 2)));
          for (const { file } of icons) compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(path.join(iconsDir, file))));
        });
      });
    },
  };
}

module.exports = { webAppManifest };
