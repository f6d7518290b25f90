import type { PagesOfPath } from '../../src/domain/server-render';
import { shellDocument } from './document';
import { compressedPage, keptPerKey, type CompressedPage } from './kept-page';
import { shellCode, type ClientManifest } from './page-assets';

/** Few paths are pages rendered in the browser, but any may be asked for: kept per path, bounded. */
const MAX_KEPT_SHELLS = 100;

/**
 * The plain shell for a page rendered in the browser (the checkout's steps, the declaration forms,
 * the utility pages), preloading the code it waits for from its head (server/render/document.ts).
 * Without that, the app and the page's chunk would be requested only once the entry script runs,
 * and each chunk they import only once they have arrived: a round trip each on a slow line.
 */
export function createShellRenderer(
  shell: string,
  pagesOf: PagesOfPath,
  manifest: ClientManifest,
): (url: string) => Promise<CompressedPage> {
  const kept = keptPerKey<CompressedPage>(MAX_KEPT_SHELLS);
  return (url) => {
    const pathname = new URL(url, 'http://shop.invalid').pathname;
    return kept(pathname, async () =>
      compressedPage(200, shellDocument(shell, shellCode(manifest, await pagesOf(pathname)))),
    );
  };
}
