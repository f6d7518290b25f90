import { AxePuppeteer } from '@axe-core/puppeteer';
import type { Page } from 'puppeteer-core';

/** WCAG 2.1 AA, the standard the accessibility statement (/barrierefreiheit) declares. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical findings as 'rule: selector' lines, so a failure names what to fix. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // @axe-core/puppeteer is typed against puppeteer; puppeteer-core's Page is the same class.
  const results = await new AxePuppeteer(page as never).withTags(WCAG_21_AA).analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
