import path from 'node:path';
import type { Plugin } from 'vite';

/** React Router's production build, shipped in its package beside the development build its `exports` name. */
const PRODUCTION_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `React.createContext(…)`, `React10.forwardRef(…)`, `React3.memo(…)` at the top of the build's modules: pure, but not marked so. */
const UNMARKED_PURE_CALL = /\b(React\d*\.(?:createContext|forwardRef|memo)\()/g;

/** `Link.displayName = "Link";` on a line of its own: a name for React's developer tools, assigned as the module is evaluated. */
const DISPLAY_NAME_ASSIGNMENT = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * Rewrites React Router's production build so that what the shop does not use can be left out of
 * the browser bundle (issue 13's JavaScript budget). Every component and context of the build is
 * created at the top of its module with a call nobody marked pure and is then given a
 * `displayName`; to the bundler both are side effects, so it kept all of them, and everything
 * they reach (the framework mode's `<Form>`, `<Scripts>`, `<ScrollRestoration>`, link prefetching
 * …): importing `useLocation` alone cost 11.3 KB gzip, with these two rewrites 2.2 KB. React's
 * `createContext`, `forwardRef` and `memo` only create objects, so marking them `@__PURE__`
 * changes nothing that runs; the display names are read by developer tools only, which the
 * production build is not made for.
 */
export function reactRouterProductionTreeShaking(): Plugin {
  return {
    name: 'shop-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: PRODUCTION_BUILD },
      handler(code) {
        const rewritten = code.replace(UNMARKED_PURE_CALL, '/* @__PURE__ */ $1').replace(DISPLAY_NAME_ASSIGNMENT, '');
        return rewritten === code ? null : { code: rewritten };
      },
    },
  };
}

/**
 * react-router 7's package exports only its development build, which differs from the production
 * build (dist/production, shipped in the same package) only by ENABLE_DEV_WARNINGS: in the browser
 * bundle the production build saves ~0.5 KB gzip on every page (issue 13). Only for `vite build`:
 * the dev server keeps the warnings. The server bundle (scripts/vite-prerender.ts, built without
 * this file) leaves react-router to Node, which loads the development build: the same markup, so
 * hydration is unaffected.
 */
export const reactRouterProductionAlias = (root: string, command: 'build' | 'serve') =>
  command === 'build' ? [{ find: /^react-router$/, replacement: path.resolve(root, 'node_modules/react-router/dist/production/index.mjs') }] : [];
