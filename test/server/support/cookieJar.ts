/** Just enough of a browser's cookie jar for driving the sign-in with `inject`: name, value, path, expiry. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of typeof setCookie === 'string' ? [setCookie] : (setCookie ?? [])) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const attr = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const cookiePath = attr('path') ?? '/';
      const key = `${name}|${cookiePath}`;
      const expires = attr('expires');
      const gone = attr('max-age') === '0' || value === '' || (expires !== undefined && Date.parse(expires) < Date.now());
      if (gone) this.cookies.delete(key);
      else this.cookies.set(key, { value, path: cookiePath });
    }
  }

  headerFor(url: string): string | undefined {
    const pathname = new URL(url, 'http://localhost').pathname;
    const matching = [...this.cookies].filter(
      ([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
    );
    return matching.length ? matching.map(([key, c]) => `${key.split('|')[0]}=${c.value}`).join('; ') : undefined;
  }
}
