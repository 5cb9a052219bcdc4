/**
 * `npm run bench:gateway`: the AI gateway under load on localhost. Starts it on a free port in
 * front of a fake, instant provider, fires rounds of requests at concurrency 50 from several
 * client addresses (X-Forwarded-For, with the proxy trusted as behind a load balancer) and prints
 * the answers by status, latency, memory, and whether every limit held. Exits 1 if one did not.
 *
 *   round 1  500 requests from 20 clients      (burst, then mostly 429s)
 *   round 2  500 requests from the same clients (limits still hold, memory unchanged)
 *   round 3  5,000 requests from 5,000 clients (the bucket table stays at its cap)
 */
import { performance } from 'node:perf_hooks';
import { clientFromHeaders } from '../../gateway/app';
import { startGateway } from '../../gateway/node';

const SITE = 'https://www.example.test';
const CONCURRENCY = 50;
const LIMITS = {
  perClientBurst: 5,
  perClientPerMinute: 10,
  overallPerMinute: 300,
  dailyBudget: 260,
  maxBodyBytes: 32 * 1024,
  maxClients: 1000,
};

const completion = JSON.stringify({
  choices: [
    {
      message: {
        content: `Here:\n***${JSON.stringify({ formula: '=SUM(A1:A3)', explanation: 'Adds them.' })}***`,
      },
    },
  ],
});
let providerCalls = 0;
const fakeProvider: typeof fetch = async () => {
  providerCalls += 1;
  return new Response(completion, { status: 200, headers: { 'Content-Type': 'application/json' } });
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const settle = async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i++) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return process.memoryUsage();
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function round(url: string, total: number, clientCount: number, clientPrefix: string) {
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const client = `${clientPrefix}.${i % clientCount}`;
      const t0 = performance.now();
      const response = await fetch(`${url}/v1/tools/excel-formula`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE, 'X-Forwarded-For': client },
        body: JSON.stringify({ fields: { description: `add up the first three cells (${i})` } }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { statuses, seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

async function main() {
  const gateway = await startGateway(
    {
      providerUrl: 'https://provider.example.test/v1',
      providerKey: 'bench-key',
      allowedOrigins: [SITE],
      limits: LIMITS,
      fetch: fakeProvider,
      clientOf: clientFromHeaders({ trustProxy: true }),
    },
    { port: 0 },
  );
  const failures: string[] = [];
  const before = await settle();
  console.log(`AI gateway load test on ${gateway.url}, concurrency ${CONCURRENCY}`);
  console.log(`limits: ${JSON.stringify(LIMITS)}`);
  console.log(`RSS before: ${mb(before.rss)}, heap used ${mb(before.heapUsed)}`);

  const rounds: Array<[string, number, number, string]> = [
    ['round 1', 500, 20, '10.1.0'],
    ['round 2', 500, 20, '10.1.0'],
    ['round 3', 5000, 5000, '10.3'],
  ];
  let ok = 0;
  let elapsed = 0;
  const rss: number[] = [];
  for (const [name, total, clients, prefix] of rounds) {
    const result = await round(gateway.url, total, clients, prefix);
    const memory = await settle();
    rss.push(memory.rss);
    elapsed += result.seconds;
    ok += result.statuses.get(200) ?? 0;
    const counts = [...result.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `${name}: ${total} requests from ${clients} clients in ${result.seconds.toFixed(2)} s · ${counts.join(', ')} · p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms · RSS ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)} · client buckets ${gateway.gateway.limiter.clientCount}`,
    );
    const unexpected = [...result.statuses.keys()].filter((status) => status !== 200 && status !== 429);
    if (unexpected.length) failures.push(`${name}: unexpected statuses ${unexpected.join(', ')}`);
    // Each client gets its burst plus what refills while the round runs.
    const perClientCap =
      clients * (LIMITS.perClientBurst + Math.ceil((LIMITS.perClientPerMinute * result.seconds) / 60));
    if ((result.statuses.get(200) ?? 0) > perClientCap)
      failures.push(`${name}: ${result.statuses.get(200)} answered, per-client limit allows ${perClientCap}`);
  }
  const overallCap = LIMITS.overallPerMinute + Math.ceil((LIMITS.overallPerMinute * elapsed) / 60);
  if (ok > Math.min(overallCap, LIMITS.dailyBudget))
    failures.push(`${ok} answered in all, the limits allow ${Math.min(overallCap, LIMITS.dailyBudget)}`);
  if (providerCalls !== ok) failures.push(`provider called ${providerCalls} times for ${ok} answers`);
  if (gateway.gateway.limiter.clientCount > LIMITS.maxClients)
    failures.push(`${gateway.gateway.limiter.clientCount} client buckets held, cap ${LIMITS.maxClients}`);
  // Memory is flat when the second round of the same work holds no more than the first (+5 MB noise).
  if (rss[1]! - rss[0]! > 5 * 1024 * 1024)
    failures.push(`RSS grew ${mb(rss[1]! - rss[0]!)} from round 1 to 2`);

  console.log(
    `total answered 200: ${ok} (daily budget ${LIMITS.dailyBudget}, overall cap over ${elapsed.toFixed(1)} s: ${overallCap}) · provider calls ${providerCalls}`,
  );
  console.log(`RSS after round 1 → 2 → 3: ${rss.map(mb).join(' → ')} (before: ${mb(before.rss)})`);
  await gateway.close();
  if (failures.length) {
    console.error(`FAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All limits held; nothing crashed.');
}

main().catch((error: unknown) => {
  console.error('Gateway load test failed:', error);
  process.exit(1);
});
