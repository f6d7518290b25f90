import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { PROJECT_ROOT as ROOT } from '../../server/config';

export const BENCH_DIR = path.join(ROOT, 'test-results', 'bench');
export const STATIC_DIR = path.join(BENCH_DIR, 'dist');
/** Baselines live beside the shop's files so the same server serves both. */
export const HELLO_PAGE = '/__bench/hello.html';
export const EMPTY_REACT_PAGE = '/__bench/react/index.html';
/** A static page with one button whose click changes its text: the interactions' baseline. */
export const BARE_CLICK_PAGE = '/__bench/click.html';

const HELLO_HTML = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hallo</title></head><body><h1>Hallo</h1></body></html>
`;

const BARE_CLICK_HTML = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Klick</title><script type="module" src="./click.js"></script></head><body><h1>Hallo</h1><button type="button">Klick</button></body></html>
`;

const BARE_CLICK_SCRIPT = `let clicks = 0;
const button = document.querySelector('button');
button.addEventListener('click', () => { clicks += 1; button.textContent = 'Geklickt: ' + clicks; });
`;

const EMPTY_REACT_HTML = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Leer</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>
`;

const EMPTY_REACT_MAIN = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<h1>Hallo</h1>);
`;

/** The shop's production build, plus a static hello page and an empty Vite + React page as baselines. */
export async function buildAll(): Promise<void> {
  fs.rmSync(BENCH_DIR, { recursive: true, force: true });
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: STATIC_DIR, emptyOutDir: true },
  });

  const baselineSrc = path.join(BENCH_DIR, 'empty-react-src');
  fs.mkdirSync(baselineSrc, { recursive: true });
  fs.writeFileSync(path.join(baselineSrc, 'index.html'), EMPTY_REACT_HTML);
  fs.writeFileSync(path.join(baselineSrc, 'main.tsx'), EMPTY_REACT_MAIN);
  await build({
    root: baselineSrc,
    configFile: false,
    base: path.posix.dirname(EMPTY_REACT_PAGE) + '/',
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: { 'react-dom': path.join(ROOT, 'node_modules/react-dom'), react: path.join(ROOT, 'node_modules/react') },
    },
    build: { outDir: path.join(STATIC_DIR, path.posix.dirname(EMPTY_REACT_PAGE)), emptyOutDir: true },
  });
  fs.writeFileSync(path.join(STATIC_DIR, HELLO_PAGE), HELLO_HTML);
  fs.writeFileSync(path.join(STATIC_DIR, BARE_CLICK_PAGE), BARE_CLICK_HTML);
  fs.writeFileSync(path.join(STATIC_DIR, path.posix.dirname(BARE_CLICK_PAGE), 'click.js'), BARE_CLICK_SCRIPT);
}
