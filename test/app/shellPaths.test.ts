import { addressUnderBase } from '../../src/app/basePath';
import { chunkFailureOf } from '../../src/shell/chunks';

describe('a path outside /customers', () => {
  it.each([
    ['/login/error', '?next=1', '#top', '/customers/login/error?next=1#top'],
    ['/', '', '', '/customers/'],
    ['/customersX', '', '', '/customers/customersX'],
    ['/billing', '', '', '/customers/billing'],
  ])('%s is moved under the base', (pathname, search, hash, expected) => {
    expect(addressUnderBase(pathname, search, hash)).toBe(expected);
  });

  it.each(['/customers', '/customers/', '/customers/policies/A1B2C3-1234'])('%s is left alone', (pathname) => {
    expect(addressUnderBase(pathname, '?a=1', '')).toBeNull();
  });
});

describe('a script chunk that failed to load', () => {
  const chunkError = (type?: string) => Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError', type });

  it.each([
    ['missing', chunkError('missing')],
    ['timeout', chunkError('timeout')],
    ['other', chunkError('error')],
    ['other', chunkError(undefined)],
    ['other', Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' })],
  ])('is classed %s', (expected, error) => {
    expect(chunkFailureOf(error)).toBe(expected);
  });

  it.each([[new Error('render failed')], [null], ['ChunkLoadError'], [{ name: 'TypeError', type: 'missing' }]])(
    'is not confused with another error (%p)',
    (error) => {
      expect(chunkFailureOf(error)).toBeNull();
    },
  );
});
