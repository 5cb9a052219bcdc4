import { listenOnLocalhost } from '../emulator/listen';
import { clientFromHeaders, createGateway, limitsFromEnv, parseOrigins, type GatewayOptions } from './app';

/**
 * The gateway as a Node server: `npm run gateway` (./main.ts), `npm start` with a model
 * configured (scripts/serve.ts), the end-to-end tests and the load benchmark.
 */

export const DEFAULT_GATEWAY_PORT = 4020;

export interface RunningGateway {
  url: string;
  port: number;
  gateway: ReturnType<typeof createGateway>;
  close(): Promise<void>;
}

/** The options a Node process reads from its environment; `overrides` win. */
export function gatewayOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<GatewayOptions> = {},
): GatewayOptions {
  const providerUrl = env.AI_PROVIDER_URL?.trim();
  if (!overrides.providerUrl && !providerUrl) {
    throw new Error(
      'AI_PROVIDER_URL is not set: the OpenAI-compatible base URL of the model, e.g. https://api.openai.com/v1',
    );
  }
  const origins = parseOrigins(env.AI_ALLOWED_ORIGINS || env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000');
  return {
    providerUrl: providerUrl ?? '',
    providerKey: env.AI_PROVIDER_KEY?.trim() ?? '',
    model: env.AI_MODEL?.trim() || undefined,
    allowedOrigins: origins,
    limits: limitsFromEnv(env),
    // Behind a reverse proxy that writes X-Forwarded-For, AI_TRUST_PROXY=1 counts the real client;
    // behind Cloudflare's proxy, AI_TRUST_CLOUDFLARE=1 reads its CF-Connecting-IP.
    clientOf: clientFromHeaders({
      trustProxy: env.AI_TRUST_PROXY === '1',
      trustCloudflare: env.AI_TRUST_CLOUDFLARE === '1',
    }),
    ...overrides,
  };
}

export function gatewayPortFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.GATEWAY_PORT?.trim();
  if (!raw) return DEFAULT_GATEWAY_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`GATEWAY_PORT is not a port number: "${raw}"`);
  return port;
}

/**
 * Listens on `host`; without one, on both loopback addresses (as the emulator does, since browsers
 * may resolve `localhost` to either). GATEWAY_HOST=0.0.0.0 serves other machines, e.g. in a container.
 */
export async function startGateway(
  options: GatewayOptions,
  { port = DEFAULT_GATEWAY_PORT, host }: { port?: number; host?: string } = {},
): Promise<RunningGateway> {
  const gateway = createGateway(options);
  const server = await listenOnLocalhost(gateway.fetch, port, host);
  return { ...server, gateway };
}
