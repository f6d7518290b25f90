import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CRITICAL_STYLESHEET_ATTRIBUTE } from '../../src/domain/server-render';
import type { CriticalCssAnswer, CriticalCssJob } from './critical-css-worker';

/** The page template's inline stylesheet and the address of the whole one (scripts/page-template.ts). */
const INLINE_STYLESHEET = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;

/**
 * The page with its inline stylesheet replaced by the one of `reduced` (the same page after beasties),
 * marked as reduced; the page as it is when either has none. Only the stylesheet is taken from
 * beasties' copy: the rest of the page stays byte for byte as React rendered it, which hydration reads.
 */
export function withCriticalStylesheet(page: string, reduced: string): string {
  const whole = INLINE_STYLESHEET.exec(page);
  const critical = INLINE_STYLESHEET.exec(reduced);
  if (!whole || !critical || critical[1] !== whole[1]) return page;
  const style = `<style data-href="${whole[1]}" ${CRITICAL_STYLESHEET_ATTRIBUTE}>${critical[2]}</style>`;
  return page.slice(0, whole.index) + style + page.slice(whole.index + whole[0].length);
}

/** Reduces pages' inline stylesheets in a worker thread; `close` ends it (with the server). */
export interface CriticalCss {
  reduce(page: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Run from source the worker is TypeScript: a worker's own file is not loaded through the loader the
 * server was started with, so tsx registers itself in the thread first (its documented API).
 */
const fromSource = (file: string) =>
  `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(pathToFileURL(file).href)}); })`;

interface Waiting {
  resolve(html: string): void;
  reject(error: Error): void;
}

/**
 * One worker thread (`file`: server/render/critical-css-worker.ts, or its compiled copy), started on
 * the first page and unreferenced, so that it never keeps the process alive. Should it fail or end,
 * the pages waiting for it keep their whole stylesheet and the next page starts a new one.
 */
export function criticalCssInWorker(file: string): CriticalCss {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  const failAll = (thread: Worker) => (error: Error) => {
    // An earlier thread's end says nothing about the one now running.
    if (worker !== thread) return;
    worker = undefined;
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };
  const started = () => {
    if (worker) return worker;
    const thread = file.endsWith('.ts') ? new Worker(fromSource(file), { eval: true }) : new Worker(file);
    thread.unref();
    thread.on('message', (answer: CriticalCssAnswer) => {
      const job = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) job?.reject(new Error(answer.error));
      else job?.resolve(answer.html);
    });
    thread.on('error', failAll(thread));
    thread.on('exit', (code) => failAll(thread)(new Error(`critical CSS worker ended (${code})`)));
    worker = thread;
    return thread;
  };
  return {
    async reduce(page) {
      const id = (nextId += 1);
      const reduced = await new Promise<string>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, html: page } satisfies CriticalCssJob);
      });
      return withCriticalStylesheet(page, reduced);
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
