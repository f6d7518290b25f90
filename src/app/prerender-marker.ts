/** The one path prerendered at build time into index.html; every other path is served shell.html. */
export const PRERENDERED_PATH = '/';
/** Id of the `<script type="application/json">` data block with the state the markup was rendered from (no code: CSP allows it). */
export const PRERENDER_STATE_ID = 'prerender-state';
/** The plain shell for every path except PRERENDERED_PATH (server history fallback, service-worker navigation fallback). */
export const SHELL_FILE = 'shell.html';
