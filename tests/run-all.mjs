#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, dead-code check, unit + integration tests, build, end-to-end tests; then one
 * plain line `N passed, N failed` summing every suite (the type-check, the lint, the dead-code check and the
 * build count as one check each).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './support/ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    console.error(`✖ ${label} failed`);
  }
}

function jest(label, projects, extra = []) {
  const output = path.join(resultsDir, `${projects.join('-')}.json`);
  fs.rmSync(output, { force: true });
  const ok = run(label, bin('jest'), [
    '--config', 'tests/jest.config.cjs', '--selectProjects', ...projects, '--json', `--outputFile=${output}`, '--forceExit', ...extra,
  ]);
  if (!fs.existsSync(output)) {
    check(`${label} (no result file)`, false);
    return;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  if (!ok && report.numFailedTests + report.numRuntimeErrorTestSuites === 0) check(`${label} (jest exit)`, false);
}

const TS_PROJECTS = ['app', 'server', 'node', 'test'];
check('type-check', TS_PROJECTS.every((name) => run(`Type-check ${name} (tsc --noEmit)`, bin('tsc'), ['--noEmit', '-p', `tsconfig.${name}.json`])));
check('lint', run('Lint (eslint: layers, cycles, hooks)', bin('eslint'), ['--max-warnings', '0', '.']));
check('knip', run('Dead code (knip: files, exports, dependencies)', bin('knip'), []));
jest('Unit and integration tests', ['unit', 'integration']);
const built = run('Build (vite build)', bin('vite'), ['build', '--logLevel', 'warn']);
check('build', built);
if (built && ensureChromium('Die End-to-End-Tests werden als fehlgeschlagen gezählt.')) jest('End-to-end tests (Puppeteer)', ['e2e'], ['--runInBand']);
else check('end-to-end tests', false);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
