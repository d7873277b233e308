import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { product } from '../../config/product';
import { loginPage, shellOf } from '../../src/shared/routes/shells';

export interface PortalPluginOptions {
  /** The webpack build of the portal (index.html, quoting.html, hashed assets). */
  staticDir: string;
  /** Quoting-only prototype mode: every page but /customers/quoting* redirects there. */
  quotingOnly: boolean;
  /** Answers the login page opened without the provider's interaction (our own issuer only): starts the sign-in. */
  startSignIn?: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
}

// portal.3f2a1c.js, vendors.3f2a1c9b.chunk.css ...: content-hashed, so cacheable for ever.
const hashedAsset = /[.-][0-9a-f]{6,}\.(?:chunk\.)?(?:js|mjs|css|woff2?|ttf|svg|png|jpe?g|gif|webp|ico|map)$/;
const looksLikeFile = /\.[A-Za-z0-9]{1,11}$/;
/** The provider sends the browser to the login page with its interaction id; without one, no sign-in has started. */
const withoutInteraction = (query: unknown) => !(query && typeof query === 'object' && 'uid' in query && query.uid);

/** The built portal under /customers: assets from the build, every client route answered by its HTML shell. */
export const portalPlugin: FastifyPluginAsync<PortalPluginOptions> = async (app, { staticDir, quotingOnly, startSignIn }) => {
  const root = path.resolve(staticDir);
  // The build may appear after start (a development build): the root is given per file, not checked here.
  // A production build writes a Brotli and a gzip copy beside each text asset: sent to browsers that accept them.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });

  const servePortal = async (subPath: string, request: FastifyRequest, reply: FastifyReply) => {
    // Browsers ask for /favicon.ico on their own; the build's icon is an SVG.
    if (subPath === '/favicon.ico') return reply.redirect(`${product.basePath}/favicon.svg`, 301);
    if (subPath !== '/' && looksLikeFile.test(subPath) && (await isFile(root, subPath))) {
      return sendAsset(reply, root, subPath);
    }
    if (looksLikeFile.test(subPath) && !subPath.endsWith('.html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const shell = shellOf(subPath);
    if (quotingOnly && shell !== 'quoting.html') return reply.redirect(product.quotingPath, 302);
    if (startSignIn && loginPage.test(subPath) && withoutInteraction(request.query)) return startSignIn(request, reply);
    if (!(await isFile(root, `/${shell}`))) return portalNotBuilt(reply);
    return reply.header('cache-control', 'no-cache').sendFile(shell, root, { cacheControl: false });
  };
  app.get('/', (request, reply) => servePortal('/', request, reply));
  app.get<{ Params: { '*': string } }>('/*', (request, reply) => servePortal(`/${request.params['*']}`, request, reply));
};

function sendAsset(reply: FastifyReply, root: string, subPath: string) {
  const cacheControl = hashedAsset.test(subPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
  // The support console's replay page runs sandboxed (an opaque origin); the portal's public scripts and
  // styles must load there too, in CORS mode (no credentials: the build's files are the same for everyone).
  return reply
    .header('cache-control', cacheControl)
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*')
    .sendFile(subPath.slice(1), root, { cacheControl: false, dotfiles: 'deny' });
}

async function isFile(root: string, subPath: string): Promise<boolean> {
  const resolved = path.resolve(root, `.${path.posix.normalize(subPath)}`);
  if (!resolved.startsWith(root + path.sep)) return false;
  return stat(resolved).then(
    (s) => s.isFile(),
    () => false,
  );
}

function portalNotBuilt(reply: FastifyReply) {
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', '30')
    .type('text/plain; charset=utf-8')
    .send(
      `${product.name}: the portal is not built yet.\n\nRun \`npm run build\` (or start it in development mode), then reload this page.\n`,
    );
}
