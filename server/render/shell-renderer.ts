import type { PagesOfPath } from '../../src/domain/server-render';
import { shellDocument } from './document';
import { compressedPage, keptPerKey, type CompressedPage } from './kept-page';
import { pageAssets, type ClientManifest } from './page-assets';

/** Few paths are pages rendered in the browser, but any may be asked for: kept per path, bounded. */
const MAX_KEPT_SHELLS = 100;

/**
 * The plain shell for a page rendered in the browser (the checkout's steps, the declaration forms,
 * the utility pages), listing that page's own chunks for the entry script as a server-rendered page
 * does (src/boot.ts). Without the list, the page's chunk is requested only once the app runs, and
 * each chunk it imports only once that one has arrived: a round trip each on a slow line.
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
      compressedPage(200, shellDocument(shell, pageAssets(manifest, await pagesOf(pathname)).scripts)),
    );
  };
}
