// Child process of the gateway benchmark: the gateway, and beside it a bare Fastify route that runs the same
// SQL on the same database (PGlite is one connection, so the bare route must live in this process).
// Prints one JSON line {gatewayUrl, bareUrl} when ready; stops on SIGTERM.
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { startGateway } from '../../server/main';
import { policySummaries } from '../../server/policies/queries';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = databaseUrl ? undefined : await mkdtemp(path.join(tmpdir(), 'portal-bench-gateway-'));
  // The gateway's public address is the one the bench calls: at another address it would only redirect there.
  const port = await freePort();
  const gateway = await startGateway({
    port,
    host: '127.0.0.1',
    publicUrl: `http://127.0.0.1:${port}`,
    logLevel: 'warn',
    staticDir: path.join(tmpdir(), 'no-portal'),
    ...(databaseUrl ? { databaseUrl } : { dataDir }),
  });
  const loginId = process.env.BENCH_LOGIN_ID ?? 'mutual.customer';
  const bare = Fastify({ logger: false });
  bare.get('/policies/summary', async () => ({ policies: await policySummaries(gateway.db, loginId).execute() }));
  // This process's CPU time (µs): the bench divides it by the requests served, a figure the machine's load moves little.
  bare.get('/cpu', async () => {
    const { user, system } = process.cpuUsage();
    return { micros: user + system };
  });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ gatewayUrl: gateway.url, bareUrl })}\n`);
  process.on('SIGTERM', () => {
    void Promise.all([bare.close(), gateway.close()]).finally(() => process.exit(0));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
