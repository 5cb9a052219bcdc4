/**
 * `npm run gateway`: the AI gateway as a Node server.
 *   AI_PROVIDER_URL   the provider's OpenAI-compatible base (required), e.g. https://api.openai.com/v1
 *   AI_PROVIDER_KEY   its key (kept here, never sent to browsers); empty for a local model server
 *   AI_MODEL          model name (gpt-4o-mini)
 *   AI_ALLOWED_ORIGINS comma list of site origins (NEXT_PUBLIC_SITE_URL, else http://localhost:3000)
 *   GATEWAY_PORT (4020), GATEWAY_HOST (127.0.0.1; 0.0.0.0 in a container), AI_TRUST_PROXY=1 (or AI_TRUST_CLOUDFLARE=1) behind a proxy
 *   AI_CLIENT_BURST, AI_CLIENT_PER_MINUTE, AI_OVERALL_PER_MINUTE, AI_DAILY_BUDGET, AI_MAX_BODY_BYTES
 */
import { gatewayOptionsFromEnv, gatewayPortFromEnv, startGateway } from './node';

async function main() {
  const options = gatewayOptionsFromEnv();
  const running = await startGateway(options, {
    port: gatewayPortFromEnv(),
    host: process.env.GATEWAY_HOST?.trim() || undefined,
  });
  console.log(`AI gateway: ${running.url}/v1 → ${options.providerUrl} (model ${options.model ?? 'default'})`);
  console.log(`Allowed origins: ${options.allowedOrigins.join(', ')}`);
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('AI gateway failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
