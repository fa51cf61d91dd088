import { getEnv } from "./env";

/**
 * The shop's public origin for absolute links (canonical, sitemap, robots.txt): APP_URL when it is set,
 * otherwise the origin the request came in on.
 */
export function siteOrigin(request: Request): string {
  const env = getEnv();
  return env.APP_URL ? new URL(env.appUrl).origin : new URL(request.url).origin;
}
