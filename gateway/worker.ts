/**
 * The gateway on Cloudflare Workers: `npx wrangler@4.86.0 deploy --config gateway/wrangler.toml`, with
 * the key stored as a secret (`npx wrangler@4.86.0 secret put AI_PROVIDER_KEY --config …`).
 * Limits are kept per isolate: Cloudflare runs several, so the overall and daily limits are per
 * isolate too; pair it with a Workers rate-limiting rule for a hard global cap.
 */
import { clientFromHeaders, createGateway, limitsFromEnv, parseOrigins } from './app';

export interface GatewayBindings {
  AI_PROVIDER_URL: string;
  AI_PROVIDER_KEY?: string;
  AI_MODEL?: string;
  AI_ALLOWED_ORIGINS: string;
  [name: string]: string | undefined;
}

let gateway: ReturnType<typeof createGateway> | undefined;

const worker = {
  fetch(request: Request, env: GatewayBindings): Response | Promise<Response> {
    // One app per isolate, so the limits' state lives as long as the isolate does.
    gateway ??= createGateway({
      providerUrl: env.AI_PROVIDER_URL,
      providerKey: env.AI_PROVIDER_KEY ?? '',
      model: env.AI_MODEL || undefined,
      allowedOrigins: parseOrigins(env.AI_ALLOWED_ORIGINS),
      limits: limitsFromEnv(env),
      // Cloudflare writes cf-connecting-ip itself here, replacing any a client sent.
      clientOf: clientFromHeaders({ trustCloudflare: true }),
      fetch: (input, init) => fetch(input, init),
    });
    return gateway.fetch(request, env);
  },
};

export default worker;
