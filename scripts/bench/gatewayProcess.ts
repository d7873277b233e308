import { spawn } from 'node:child_process';
import path from 'node:path';

export interface BenchServer {
  /** The portal's gateway. */
  gatewayUrl: string;
  /** A bare Fastify route on the same database, the reference the gateway is measured against. */
  bareUrl: string;
  stop(): void;
}

/**
 * Starts the gateway (scripts/bench/gateway-server.ts) in its own process, so the load's client does not share its
 * event loop; on the embedded database unless a PostgreSQL URL is given.
 */
export function startBenchServer(options: { databaseUrl?: string; loginId?: string } = {}): Promise<BenchServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.resolve(__dirname, '../../node_modules/.bin/tsx'), [path.resolve(__dirname, 'gateway-server.ts')], {
      env: {
        ...process.env,
        ...(options.databaseUrl ? { BENCH_DATABASE_URL: options.databaseUrl } : {}),
        ...(options.loginId ? { BENCH_LOGIN_ID: options.loginId } : {}),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ ...(JSON.parse(line) as { gatewayUrl: string; bareUrl: string }), stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`bench gateway exited with ${code}`)));
  });
}
