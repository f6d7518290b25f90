/** What the server needs of a chunk in Vite's client manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  name?: string;
  css?: string[];
  imports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The stylesheets of the rendered pages' chunks and of the chunks they import, as the browser
 * would load them with the page's code: linked in the head, the server's markup paints styled
 * before any script runs, and nothing moves when the code arrives.
 */
export function pageStylesheets(manifest: ClientManifest, pages: string[]): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const css of manifest[key].css ?? []) sheets.add(`/${css}`);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.name && pages.includes(chunk.name)) visit(key);
  return [...sheets];
}
