#!/usr/bin/env node
/**
 * `npm test`: type-check, lint, dead-code check, unit + integration tests, build, end-to-end tests; then one
 * plain line `N passed, N failed` summing every suite (the type-check, the lint, the dead-code check and the
 * build count as one check each); last the smoke suite (tests/smoke) against a server started here, each of
 * its checks counted.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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
    '--config',
    'tests/jest.config.cjs',
    '--selectProjects',
    ...projects,
    '--json',
    `--outputFile=${output}`,
    '--forceExit',
    ...extra,
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
check(
  'type-check',
  TS_PROJECTS.every((name) =>
    run(`Type-check ${name} (tsc --noEmit)`, bin('tsc'), ['--noEmit', '-p', `tsconfig.${name}.json`]),
  ),
);
check(
  'lint',
  run('Lint (eslint: layers, cycles, hooks)', bin('eslint'), ['--max-warnings', '0', '.']) &&
    run('Format (prettier --check)', bin('prettier'), ['--check', '.']),
);
check('knip', run('Dead code (knip: files, exports, dependencies)', bin('knip'), []));
jest('Unit and integration tests', ['unit', 'integration']);
const built = run('Build (vite build)', bin('vite'), ['build', '--logLevel', 'warn']);
check('build', built);
if (built && ensureChromium('Die End-to-End-Tests werden als fehlgeschlagen gezählt.'))
  jest('End-to-end tests (Puppeteer)', ['e2e'], ['--runInBand']);
else check('end-to-end tests', false);

/** `npm run smoke` against the built shop on a free loopback port with a fresh data folder; its `N passed, N failed` counts. */
async function smoke() {
  console.log('\n▶ Smoke suite (npm run smoke) against a fresh server');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-smoke-'));
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // A fresh folder is migrated and seeded first: polled until the server answers, or it ends.
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`Server endete mit ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error('Server antwortete nicht');
      if (
        await fetch(`${url}/api/health`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'tests/smoke/run.ts', '--base-url', url], {
      cwd: root,
      encoding: 'utf8',
    });
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    const counts = /^(\d+) passed, (\d+) failed$/m.exec(result.stdout);
    if (!counts) return check('smoke suite (no summary)', false);
    passed += Number(counts[1]);
    failed += Number(counts[2]);
    if (result.status !== 0 && Number(counts[2]) === 0) check('smoke suite (exit)', false);
  } catch (error) {
    check(`smoke suite (${error.message})`, false);
  } finally {
    const ended = new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    server.kill('SIGTERM');
    await ended;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (built && ensureChromium('Der Smoke-Test wird als fehlgeschlagen gezählt.')) await smoke();
else check('smoke suite', false);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
