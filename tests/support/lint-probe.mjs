/**
 * Lints the texts and files named on stdin ({ texts: [{ filePath, text }], files: [path] }) with the
 * project's own eslint.config.js and prints, per file, the rules that reported. A separate process:
 * ESLint loads its config with import(), which jest's CommonJS sandbox cannot do.
 */
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { texts = [], files = [] } = JSON.parse(Buffer.concat(chunks).toString('utf8'));

// The probes are texts, not files of a tsconfig project: they are linted without type information,
// with typescript-eslint's own switch that turns the type-aware rules off (checked on the real tree by
// `npm run lint`).
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: { files: ['**/*.{ts,tsx,mts,cts}'], ...tseslint.configs.disableTypeChecked },
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
