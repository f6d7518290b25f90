/** What the server needs of a chunk in Vite's client manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file?: string;
  name?: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export type ClientManifest = Record<string, ManifestChunk>;

/** What a server-rendered page links in its head beside the shell's own tags. */
export interface PageAssets {
  stylesheets: string[];
  /** The pages' own code, which the entry script preloads (src/boot.ts). */
  scripts: string[];
}

/** `keys` and every chunk they import statically, each once. */
function withStaticImports(manifest: ClientManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The chunks' files, as the browser asks for them. */
const filesOf = (manifest: ClientManifest, keys: string[]) =>
  keys.flatMap((key) => (manifest[key]?.file ? [`/${manifest[key].file}`] : []));

/**
 * The chunks the entry script loads by itself: its own imports, and the app and react-dom it imports
 * once the page has painted (src/boot.ts), with what they import.
 */
function startupChunks(manifest: ClientManifest): Set<string> {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const keys = entries.flatMap(([key, chunk]) => [key, ...(chunk.dynamicImports ?? [])]);
  return new Set(withStaticImports(manifest, keys));
}

/**
 * The stylesheets and the code of the rendered pages' chunks and of the chunks they import, as the
 * browser would load them with the page's code:
 * - stylesheets linked in the head: the server's markup paints styled before any script runs, and
 *   nothing moves when the code arrives;
 * - the pages' scripts, which the entry script preloads together with the app after the first
 *   paint: the build does not preload a lazily imported chunk's own imports (vite.config.ts,
 *   `modulePreload`), so without the list the page's chunk would be requested only once the app
 *   runs, and its shared chunks only once it had arrived, round trips later on a slow line. The
 *   chunks the entry script loads anyway (the app, react-dom) are left out.
 */
export function pageAssets(manifest: ClientManifest, pages: string[]): PageAssets {
  const pageKeys = Object.entries(manifest)
    .filter(([, chunk]) => chunk.name && pages.includes(chunk.name))
    .map(([key]) => key);
  const chunks = withStaticImports(manifest, pageKeys);
  const atStartup = startupChunks(manifest);
  const stylesheets = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []).map((css) => `/${css}`));
  const scripts = filesOf(
    manifest,
    chunks.filter((key) => !atStartup.has(key)),
  );
  return { stylesheets: [...stylesheets], scripts };
}

/**
 * The code a page rendered in the browser waits for before it shows anything: the entry script,
 * the app and react-dom it imports (with what they import), and the page's own chunks with theirs.
 */
export function shellCode(manifest: ClientManifest, pages: string[]): string[] {
  return [...new Set([...filesOf(manifest, [...startupChunks(manifest)]), ...pageAssets(manifest, pages).scripts])];
}
