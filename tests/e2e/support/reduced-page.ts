import { CRITICAL_STYLESHEET_ATTRIBUTE } from '../../../src/domain/server-render';
import { baseUrl } from './browser';

/**
 * The page as every shopper after its first gets it: the server improves a kept page in the
 * background (server/render/kept-page.ts), its stylesheet reduced to the rules its markup uses and
 * compressed at brotli's best, both at once. Asks until the page is that one (at most ten seconds);
 * `headers` pick the kept variant (the server keeps one per cookie choice).
 */
export async function untilReduced(path: string, headers: Record<string, string> = {}): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const html = await (await fetch(baseUrl() + path, { headers })).text();
    if (html.includes(` ${CRITICAL_STYLESHEET_ATTRIBUTE}>`)) return html;
    if (Date.now() > deadline) throw new Error(`${path}: no reduced stylesheet after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
