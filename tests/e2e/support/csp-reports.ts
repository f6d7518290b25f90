import type { Page } from 'puppeteer-core';

/** Collects what the browser reports about the policy: violation events and console messages. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('__reportViolation', (text: string) => reports.push(`event: ${text}`));
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.violatedDirective} ${event.blockedURI}`;
      seen.push(text);
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(text);
    });
  });
  return reports;
}
