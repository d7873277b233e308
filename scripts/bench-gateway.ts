// The gateway's own overhead, measured on loopback with autocannon:
//  (b) GET /api/policies/summary (bearer check, routing, contract encoding) against a bare Fastify route
//      running the same SQL on the same database, in alternating rounds (the median ratio);
//  (c) p99 latency of the policies summary at a fixed 1,000 requests/s;
// on the embedded database, then on a PostgreSQL server when one is reachable.
// Run: npx tsx scripts/bench-gateway.ts   (about 90 s)
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoPassword } from '../server/db/demoData';
import { startBenchServer } from './bench/gatewayProcess';

const durationSeconds = 10;
const rounds = 5;
const roundSeconds = 4;
const warmUpSeconds = 2;
const connections = 10;
const fixedRate = 1000;
const loginId = 'mutual.customer';

interface Measure {
  requestsPerSecond: number;
  total: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function measure(
  url: string,
  headers: Record<string, string>,
  options: { duration: number; overallRate?: number },
): Promise<Measure> {
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: options.duration,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Signs in over HTTP like a browser: authorization request, login interaction, code, token (PKCE). */
async function signIn(baseUrl: string): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const redirectUri = `${baseUrl}/customers/implicit/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile api',
    redirect_uri: redirectUri,
    prompt: 'login',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'bench',
  });
  const interaction = (await send(`/oidc/auth?${query}`)).headers.get('location') ?? '';
  const loginPage = new URL((await send(interaction)).headers.get('location') ?? '', baseUrl);
  const uid = loginPage.searchParams.get('uid');
  const login = await send(`/oidc/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password: demoPassword }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  let next = ((await login.json()) as { redirectTo: string }).redirectTo;
  while (!next.startsWith(redirectUri)) next = new URL((await send(next)).headers.get('location') ?? '', baseUrl).href;
  const code = new URL(next).searchParams.get('code') ?? '';
  const token = await send('/oidc/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: 'portal',
      code_verifier: verifier,
    }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

function print(label: string, m: Measure, cpuMicrosPerRequest?: number): void {
  const cpu = cpuMicrosPerRequest === undefined ? '' : `, CPU µs/request ${cpuMicrosPerRequest.toFixed(0)}`;
  console.log(`${label}: requests/s ${m.requestsPerSecond.toFixed(0)}, p99 ms ${m.p99Ms}${cpu}, non-2xx ${m.non2xx}, errors ${m.errors}`);
}

/**
 * The gateway's own count of its database queries and of the summary's answers, from its metrics (GET /metrics, read
 * from this machine): their differences over a run are the queries each request made (the job queue's polling, a few a
 * second, is not among them).
 */
async function queryCounts(base: string): Promise<{ queries: number; requests: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const sum = (pattern: RegExp) =>
    text
      .split('\n')
      .filter((line) => pattern.test(line))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return {
    queries: sum(/^portal_db_query_duration_seconds_count\{/),
    requests: sum(/^portal_http_requests_total\{[^}]*route="\/api\/policies\/summary"/),
  };
}

const median = (values: number[]) => ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0).toFixed(2);
const list = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');

async function benchOne(label: string, databaseUrl?: string): Promise<void> {
  const server = await startBenchServer({ databaseUrl, loginId });
  try {
    const base = server.gatewayUrl;
    const token = await signIn(server.gatewayUrl);
    const auth = { authorization: `Bearer ${token}` };
    const summaryUrl = `${base}/api/policies/summary`;
    const check = await fetch(summaryUrl, { headers: auth });
    if (check.status !== 200) throw new Error(`policies summary answered ${check.status}`);

    console.log(
      `Gateway benchmark on ${label} (loopback, gateway in its own process, ${connections} connections; ${rounds} alternating rounds of ${roundSeconds} s, then ${durationSeconds} s at a fixed rate)`,
    );
    await measure(summaryUrl, auth, { duration: warmUpSeconds });
    await measure(`${server.bareUrl}/policies/summary`, {}, { duration: warmUpSeconds });
    // Rounds alternate the two, so a change in the machine's load weighs on both alike; the ratios are the medians'.
    // Beside requests per second (which other work on the machine moves a lot), the CPU time the gateway's process
    // spends per request: the gateway's own overhead, which that load moves little.
    const cpu = async () => ((await (await fetch(`${server.bareUrl}/cpu`)).json()) as { micros: number }).micros;
    const throughput: number[] = [];
    const cpuRatios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const before = await cpu();
      const viaGateway = await measure(summaryUrl, auth, { duration: roundSeconds });
      const between = await cpu();
      const viaBare = await measure(`${server.bareUrl}/policies/summary`, {}, { duration: roundSeconds });
      const after = await cpu();
      const gatewayCpu = (between - before) / Math.max(1, viaGateway.total);
      const bareCpu = (after - between) / Math.max(1, viaBare.total);
      print(`(b) round ${round}: gateway GET /api/policies/summary`, viaGateway, gatewayCpu);
      print(`(b) round ${round}: bare route, same SQL, same database`, viaBare, bareCpu);
      throughput.push(viaGateway.requestsPerSecond / viaBare.requestsPerSecond);
      cpuRatios.push(bareCpu / gatewayCpu);
    }
    console.log(`(b) throughput ratio gateway/bare: ${median(throughput)} (median of ${list(throughput)}; goal: at least 0.8)`);
    console.log(
      `(b) CPU-time ratio bare/gateway per request: ${median(cpuRatios)} (median of ${list(cpuRatios)}; the same goal, measured as the load moves it least)`,
    );

    const before = await queryCounts(base);
    const atRate = await measure(summaryUrl, auth, { duration: durationSeconds, overallRate: fixedRate });
    const after = await queryCounts(base);
    const perRequest = (after.queries - before.queries) / Math.max(1, after.requests - before.requests);
    print(`(c) gateway GET /api/policies/summary at ${fixedRate} requests/s`, atRate);
    console.log(
      `(c) p99 ms at ${fixedRate} requests/s: ${atRate.p99Ms}  (goal: under 25), queries per request ${perRequest.toFixed(2)}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    server.stop();
  }
}

/** A PostgreSQL database of its own for the benchmark, when a server is reachable. */
async function benchDatabaseUrl(): Promise<string | undefined> {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const exists = await client.query("select 1 from pg_database where datname = 'portal_bench'");
    if (exists.rowCount === 0) await client.query('create database portal_bench');
    return serverUrl.replace(/\/[^/]*$/, '/portal_bench');
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function benchGateway(): Promise<void> {
  await benchOne('the embedded database (PGlite)');
  const databaseUrl = await benchDatabaseUrl();
  if (databaseUrl) await benchOne(`PostgreSQL (${databaseUrl})`, databaseUrl);
  else console.log('PostgreSQL not reachable: the server-mode gateway benchmark was skipped.');
}

if (/bench-gateway\.ts$/.test(process.argv[1] ?? '')) {
  benchGateway().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
