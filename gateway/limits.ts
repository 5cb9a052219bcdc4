/**
 * The gateway's spending guards, all in memory and all driven by an injected clock so tests can
 * move time: a token bucket per client, one for everybody, and a count of provider calls per UTC
 * day. Memory is bounded: at most `maxClients` buckets are kept, least recently seen dropped first
 * (a dropped client starts again with a full bucket, which is the worst a flood of fake addresses
 * can win, and the overall bucket still caps it).
 */

export interface GatewayLimits {
  /** Requests one client may make at once, then `perClientPerMinute` a minute. */
  perClientBurst: number;
  perClientPerMinute: number;
  /** Requests from everybody together a minute, with a burst of the same size. */
  overallPerMinute: number;
  /** Provider calls per UTC day; the count starts again at midnight UTC. */
  dailyBudget: number;
  /** Bigger bodies are refused before they are read in full. */
  maxBodyBytes: number;
  /** Client buckets kept in memory. */
  maxClients: number;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  perClientBurst: 5,
  perClientPerMinute: 10,
  overallPerMinute: 300,
  dailyBudget: 5000,
  maxBodyBytes: 32 * 1024,
  maxClients: 10_000,
};

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export type Refusal = { limit: 'client' | 'overall' | 'daily'; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** Refills `bucket` for the time passed; takes a token if there is one. */
function take(bucket: Bucket, now: number, capacity: number, perMs: number): number | null {
  bucket.tokens = Math.min(capacity, bucket.tokens + Math.max(0, now - bucket.at) * perMs);
  bucket.at = now;
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return null;
  }
  return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
}

export interface Limiter {
  /** Counts a request; a refusal says which limit and when to try again. */
  admit(client: string): Refusal | null;
  /** Counts a provider call against the day's budget. */
  spend(): Refusal | null;
  /** For tests and the load benchmark: how many client buckets are held. */
  readonly clientCount: number;
}

export function createLimiter(limits: GatewayLimits, clock: () => number): Limiter {
  const clients = new Map<string, Bucket>();
  const clientRate = limits.perClientPerMinute / MINUTE_MS;
  const overallRate = limits.overallPerMinute / MINUTE_MS;
  const overall: Bucket = { tokens: limits.overallPerMinute, at: clock() };
  let day = Math.floor(clock() / DAY_MS);
  let spent = 0;

  const bucketOf = (client: string, now: number): Bucket => {
    let bucket = clients.get(client);
    if (bucket) {
      // Re-inserted so the Map's order is least recently seen first.
      clients.delete(client);
    } else {
      bucket = { tokens: limits.perClientBurst, at: now };
      while (clients.size >= limits.maxClients) {
        const oldest = clients.keys().next().value;
        if (oldest === undefined) break;
        clients.delete(oldest);
      }
    }
    clients.set(client, bucket);
    return bucket;
  };

  return {
    admit(client) {
      const now = clock();
      const mine = take(bucketOf(client, now), now, limits.perClientBurst, clientRate);
      if (mine !== null) return { limit: 'client', retryAfterSeconds: mine };
      const all = take(overall, now, limits.overallPerMinute, overallRate);
      return all === null ? null : { limit: 'overall', retryAfterSeconds: all };
    },
    spend() {
      const now = clock();
      const today = Math.floor(now / DAY_MS);
      if (today !== day) {
        day = today;
        spent = 0;
      }
      if (spent >= limits.dailyBudget) {
        return { limit: 'daily', retryAfterSeconds: Math.ceil(((today + 1) * DAY_MS - now) / 1000) };
      }
      spent += 1;
      return null;
    },
    get clientCount() {
      return clients.size;
    },
  };
}
