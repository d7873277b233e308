import type { KoaContextWithOIDC } from 'oidc-provider';
import { product } from '../../config/product';

// The provider's own pages (sign-out confirmation, error). No script: they run under the strict CSP.

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(product.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .5rem .25rem 0;cursor:pointer}a{color:#005ea2}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`;
}

export async function logoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.type = 'html';
  ctx.body = page(
    'Sign out',
    `${form}<p>Do you want to sign out of ${escapeHtml(product.name)}?</p>
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm">No, stay signed in</button>`,
  );
}

export async function signedOutPage(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = page('You are signed out', `<p><a href="/customers/login">Sign in again</a></p>`);
}

export async function errorPage(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string | undefined }): Promise<void> {
  ctx.type = 'html';
  const description = out.error_description ? `<p>${escapeHtml(out.error_description)}</p>` : '';
  ctx.body = page(
    'We could not sign you in',
    `${description}<p>Error: <code>${escapeHtml(out.error)}</code></p>
<p><a href="/customers/login">Back to sign in</a></p>`,
  );
}
