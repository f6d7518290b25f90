import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_TEMPLATE_FILE } from '../../src/domain/server-render';

/** The template of server-rendered pages (scripts/page-template.ts), or null when the build has none. */
export function readPageTemplate(root: string): string | null {
  const file = path.join(root, PAGE_TEMPLATE_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** Inline classic scripts: no `src`, no `type` (data blocks carry a type and never run). */
const INLINE_SCRIPTS = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP source of each inline script of the template (`'sha256-…'`): the policy allows exactly
 * these scripts (the early script) and no other inline code.
 */
export const inlineScriptHashes = (template: string) =>
  [...template.matchAll(INLINE_SCRIPTS)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
