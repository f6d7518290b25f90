/**
 * Lints the texts and files named on stdin ({ texts: [{ filePath, text }], files: [path] }) with the
 * project's own eslint.config.js and prints, per file, the rules that reported. A separate process:
 * ESLint loads its config with import(), which jest's CommonJS sandbox cannot do.
 */
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { texts = [], files = [] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));

// The probes are texts, not files of a tsconfig project: they are linted without type information,
// and the type-aware rules (checked on the real tree by `npm run lint`) stay off for them.
const TYPE_AWARE_RULES = [
  'no-floating-promises',
  'no-misused-promises',
  'await-thenable',
  'no-unnecessary-type-assertion',
];
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: Object.fromEntries(TYPE_AWARE_RULES.map((rule) => [`@typescript-eslint/${rule}`, 'off'])),
  },
});
const results = [
  ...(
    await Promise.all(texts.map(({ filePath, text }) => eslint.lintText(text, { filePath: path.join(root, filePath) })))
  ).flat(),
  ...(files.length > 0 ? await eslint.lintFiles(files.map((file) => path.join(root, file))) : []),
];
const report = results.map((result) => ({
  filePath: path.relative(root, result.filePath),
  rules: result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`),
}));
process.stdout.write(JSON.stringify(report));
