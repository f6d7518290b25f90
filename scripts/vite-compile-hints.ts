import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a script that starts with this comment has all its
 * functions compiled eagerly while it streams in, off the main thread, instead of one by one on
 * the main thread the first time each runs. Other browsers read a comment.
 */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks whose code runs as every page starts (Total Blocking Time): the app
 * and react-dom's client, which together hydrate the page. Compiled lazily, they cost the main
 * thread about a thousand compilations after the first paint (device detail: 1000 → 70, README
 * "Total Blocking Time"). Other chunks stay lazily compiled: compiling code that may never run is
 * wasted work.
 */
export function compileHints(isStartupModule: (moduleId: string) => boolean): Plugin {
  return {
    name: 'shop-compile-hints',
    apply: 'build',
    // After minification (which drops comments) and after Vite's own work on the chunks (it puts
    // the preload list at their top), before the files are written and compressed.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.some(isStartupModule)) continue;
          chunk.code = ALL_FUNCTIONS_CALLED_ON_LOAD + chunk.code;
          // The source map (when built with one) moves down by the added line.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
