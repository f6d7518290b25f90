/** @jest-environment node */
/**
 * The guard rails bite: the project's ESLint config rejects back-running imports between the layers of
 * ARCHITECTURE.md, hook misuse and import cycles, and lets a lawful import through; React Router is
 * used as published (its own Link and NavLink, no build step rewriting it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

interface Probe {
  texts?: { filePath: string; text: string }[];
  files?: string[];
}

/** The rules that report, per linted file (one ESLint process for the whole probe). */
function lint(probe: Probe): Record<string, string[]> {
  const run = spawnSync(process.execPath, [path.join(root, 'tests/support/lint-probe.mjs')], {
    cwd: root,
    input: JSON.stringify(probe),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lint probe failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { filePath: string; rules: string[] }[];
  return Object.fromEntries(report.map(({ filePath, rules }) => [filePath, rules]));
}

const importing = (specifier: string) => `import * as target from '${specifier}';\nexport const probe = target;\n`;

const cases: { name: string; filePath: string; text: string; rule: string | null }[] = [
  {
    name: 'domain importing state',
    filePath: 'src/domain/probe-a.ts',
    text: importing('../state/cart'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'domain importing React',
    filePath: 'src/domain/probe-b.ts',
    text: importing('react'),
    rule: 'no-restricted-imports',
  },
  {
    name: 'server importing state',
    filePath: 'server/orders/probe-c.ts',
    text: importing('../../src/state/cart'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a route importing the app it is registered in',
    filePath: 'server/routes/probe-d.ts',
    text: importing('../app'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature importing the app shell',
    filePath: 'src/features/cart/probe-e.ts',
    text: importing('../../app/store'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a component importing state',
    filePath: 'src/components/probe-f.ts',
    text: importing('../state/cart'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a hook called conditionally',
    filePath: 'src/features/cart/ProbeG.tsx',
    text: "import { useState } from 'react';\nexport function ProbeG({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    rule: 'react-hooks/rules-of-hooks',
  },
  {
    name: "a feature linking with React Router's Link and NavLink (lawful)",
    filePath: 'src/features/cart/probe-j.ts',
    text: "import { Link, NavLink } from 'react-router';\nexport const probe = [Link, NavLink];\n",
    rule: null,
  },
  {
    name: "legal texts linking with React Router's Link (lawful)",
    filePath: 'src/content/legal/probe-k.ts',
    text: "import { Link } from 'react-router';\nexport const probe = Link;\n",
    rule: null,
  },
  {
    name: 'content importing another component',
    filePath: 'src/content/legal/probe-l.ts',
    text: importing('../../components/Stage'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature reaching into another feature',
    filePath: 'src/features/tariffs/probe-m.ts',
    text: importing('../cart/add-to-cart'),
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature importing another through its public index.ts (lawful)',
    filePath: 'src/features/tariffs/probe-n.ts',
    text: importing('../cart'),
    rule: null,
  },
  {
    name: 'code loaded later past the loader',
    filePath: 'src/features/cart/probe-o.ts',
    text: "export const probe = () => import('./CartPage');\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a saga loading code later past the loader',
    filePath: 'sagas/probe-p.ts',
    text: "export async function probe() {\n  return (await import('./cart')).CART_FEATURE;\n}\n",
    rule: 'no-restricted-syntax',
  },
  {
    name: 'a part of a page whose code goes through the loader (lawful)',
    filePath: 'src/features/cart/probe-q.tsx',
    text: "import { lazyPart } from '../../components/LazyPart';\nexport const Probe = lazyPart(async () => (await import('./CartPage')).CartPage);\n",
    rule: null,
  },
  {
    name: 'domain importing domain (lawful)',
    filePath: 'src/domain/probe-h.ts',
    text: importing('./money'),
    rule: null,
  },
  {
    name: 'a saga importing state and api (lawful)',
    filePath: 'sagas/probe-i.ts',
    text: `${importing('../src/state/cart')}export * from '../src/api/catalogue';\n`,
    rule: null,
  },
];

describe('the layer and hook rules', () => {
  const report = lint({ texts: cases.map(({ filePath, text }) => ({ filePath, text })) });

  test.each(cases)('$name: $rule', ({ filePath, rule }) => {
    expect(report[filePath]).toEqual(rule === null ? [] : [rule]);
  });
});

/** Every TypeScript file under `dir` (relative to the project), with its text. */
function sources(dir: string): Array<[string, string]> {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => [path.join(dir, file), fs.readFileSync(path.join(root, dir, file), 'utf8')]);
}

describe("React Router's links and build as published", () => {
  test('no module of the app defines a link component of its own', () => {
    // A link of one's own is built on React Router's hooks for custom links, or named like React Router's.
    const ownLinks = sources('src')
      .filter(([, text]) =>
        /\buseLinkClickHandler\b|export\s+(?:function|const)\s+(?:Nav)?Link\b|\bas\s+(?:Nav)?Link\s*[},]/.test(text),
      )
      .map(([file]) => file);
    expect(ownLinks).toEqual([]);
  });

  test('the build neither rewrites nor redirects React Router', () => {
    // The build config and its plugins leave the package to its `exports`: no alias to its files, no transform of them.
    const touching = [
      ...sources('scripts'),
      ['vite.config.ts', fs.readFileSync(path.join(root, 'vite.config.ts'), 'utf8')],
    ]
      .filter(([, text]) => /react-router/.test(text))
      .map(([file]) => file);
    expect(touching).toEqual([]);
  });
});

describe('the cycle rule', () => {
  test('two modules importing each other are reported', () => {
    // The rule follows imports on disk, so two real files: under the project (the config applies only
    // there) and removed whatever happens.
    const dir = fs.mkdtempSync(path.join(root, 'server', 'cycle-probe-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second();\n",
      );
      fs.writeFileSync(
        path.join(dir, 'second.ts'),
        "import { first } from './first';\nexport const second = (): unknown => first;\n",
      );
      const [first, second] = ['first.ts', 'second.ts'].map((name) => path.relative(root, path.join(dir, name)));
      const report = lint({ files: [first, second] });
      expect(report[first]).toEqual(['import-x/no-cycle']);
      expect(report[second]).toEqual(['import-x/no-cycle']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
