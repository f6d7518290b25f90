import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';

/** WCAG 2.1 AA, the standard the accessibility statement (/barrierefreiheit) declares. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** WCAG 2.2 AA adds focus not obscured, target size and the other 2.2 criteria axe can check. */
export const WCAG_22_AA = [...WCAG_21_AA, 'wcag22aa'];

/** Findings as 'rule: selector' lines, so a failure names what to fix. */
async function findings(page: Page, tags: string[], impacts: readonly string[] | null): Promise<string[]> {
  // @axe-core/puppeteer is typed against puppeteer; puppeteer-core's Page is the same class.
  // 2.5.3 Label in Name is checked by an experimental axe rule, off unless asked for.
  const results = await new AxePuppeteer(page as never)
    .withTags(tags)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => impacts === null || impacts.includes(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

/** Serious and critical findings against WCAG 2.1 AA. */
export const seriousViolations = (page: Page) => findings(page, WCAG_21_AA, ['serious', 'critical']);

/** Every finding, of any impact, against WCAG 2.1 AA and 2.2 AA. */
export const wcag22Violations = (page: Page) => findings(page, WCAG_22_AA, null);
