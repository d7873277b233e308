import { fetchGateway } from '../../src/services/gateway';
import { edgeRequestIds } from '../../src/services/types';
import { edgeUuidHeader } from '../../config/product';
import { getRemoteConfig } from '../../src/contract/config';

describe('the edge-UUID header option in the transport', () => {
  it('adds a new request id header to every gateway call while the option is on', async () => {
    const headersSent: Record<string, string>[] = [];
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      headersSent.push(init?.headers as Record<string, string>);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    let n = 0;
    const ids = edgeRequestIds(() => `uuid-${++n}`);
    const gateway = fetchGateway({ main: '/api', quoting: '/quoting-api', issuer: () => '/oidc' }, () => null, ids.next);
    await gateway.send(getRemoteConfig as never, {});
    ids.use(true);
    await gateway.send(getRemoteConfig as never, {});
    await gateway.send(getRemoteConfig as never, {});
    expect(headersSent.map((h) => h[edgeUuidHeader] ?? null)).toEqual([null, 'uuid-1', 'uuid-2']);
  });
});
