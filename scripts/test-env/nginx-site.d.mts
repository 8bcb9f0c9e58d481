// Types for nginx-site.mjs, which runs in plain Node (npm run bench) and is imported by the e2e test.
export function renderSite(options: {
  cacheDir: string;
  upstreams: string[];
  listen: string;
  clientDir: string;
  /** Tests only: X-Upstream names the instance that answered. */
  upstreamHeader?: boolean;
}): string;
/** nginx.conf around `body`, everything under `dir` (folders created). */
export function wrapNginxConf(dir: string, body: string): string;
export function findNginx(): { bin: string; reason?: undefined } | { bin?: undefined; reason: string };
export function startNginx(options: {
  bin: string;
  port: number;
  upstreams: string[];
  clientDir?: string;
  upstreamHeader?: boolean;
  /** false: resolve once nginx answers, even with no instance behind it. */
  waitForApp?: boolean;
}): Promise<{ origin: string; dir: string; stop(): Promise<void> }>;
