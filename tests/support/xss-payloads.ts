/** Classic payloads; each would set window.__xss if it ever ran. */
export const XSS_PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"><circle r="1"/></svg>',
  '"><img src=x onerror=window.__xss=1>',
  '<iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  '<a href="javascript:window.__xss = \'link\'">Klick</a>',
  '<details open ontoggle="window.__xss = \'details\'"><summary>x</summary></details>',
  '<style>@import "javascript:window.__xss=1"</style><b>fett</b>',
];

/** Elements or attributes through which injected markup could run script (JSON-LD data blocks never run). */
export const ACTIVE_MARKUP_SELECTOR =
  'script:not([src]):not([type="application/ld+json"]), iframe[srcdoc], [onerror], [onload], [ontoggle], a[href^="javascript:"]';
