import path from 'node:path';
import { startGateway, type RunningGateway, type StartOptions } from '../../../server/main';

/**
 * A gateway of a journey's own, beside the shared one (a switch the shared one lacks, or a database of its own):
 * listening on a free port of 127.0.0.1, its database in memory unless given a server's, serving the journeys'
 * build. Apart from the shared support so that only journeys that start one load the gateway's code.
 */
export function ownGateway(options: Partial<StartOptions> = {}): Promise<RunningGateway> {
  return startGateway({
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    staticDir: path.resolve(__dirname, '../../..', process.env.E2E_DIST ?? 'dist/e2e'),
    logLevel: 'warn',
    ...options,
  });
}
