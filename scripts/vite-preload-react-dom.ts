import type { Plugin } from 'vite';

/** react-dom's client build, the module src/main.tsx imports on demand. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/](cjs[\\/]react-dom-client\.|client\.js)/;

/**
 * src/main.tsx imports react-dom's client on demand, so that evaluating it (about half of the
 * first load's code) is a task of its own, not part of one long start-up task (issue 13). Every page
 * needs it at once, though: the page links it as a module preload, so it is fetched beside the
 * entry's code instead of after it.
 */
export function preloadReactDomClient(): Plugin {
  return {
    name: 'shop-preload-react-dom-client',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => REACT_DOM_CLIENT.test(id)),
        );
        if (!chunk) throw new Error('Kein Baustein mit react-dom/client im Build: die Vorladung fehlt.');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
