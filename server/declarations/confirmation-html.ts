import { COMPANY, COMPANY_ADDRESS_LINE } from '../../src/domain/company';
import {
  confirmationLines,
  confirmationStatement,
  DECLARATION_TITLES,
  type DeclarationConfirmation,
} from '../../src/domain/declarations';
import { escapeHtml } from '../render/escape-html';

/** A self-contained page the customer can keep: no script, no external asset. */
export function confirmationHtml(confirmation: DeclarationConfirmation): string {
  const title = DECLARATION_TITLES[confirmation.kind];
  const rows = confirmationLines(confirmation)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | ${escapeHtml(COMPANY.shopName)}</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b1b1f; max-width: 720px; margin: 0 auto; padding: 24px 16px; line-height: 1.5; }
h1 { font-size: clamp(1.4rem, 6vw, 2rem); border-bottom: 4px solid #e20074; padding-bottom: 8px; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: 8px; border-bottom: 1px solid #d9d9e0; }
td { overflow-wrap: anywhere; }
th { width: 40%; }
@media (max-width: 480px) { table, tbody, tr, th, td { display: block; width: auto; } th { border-bottom: 0; padding-bottom: 0; } }
footer { margin-top: 32px; font-size: 0.9rem; color: #5c5c66; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(confirmationStatement(confirmation))}</p>
<table>
${rows}
</table>
</main>
<footer>${escapeHtml(COMPANY_ADDRESS_LINE)} · ${escapeHtml(COMPANY.email)}</footer>
</body>
</html>
`;
}
