/** Neutral marks for the five manufacturers and the stage illustrations; none imitates a real brand. */
export const LOGOS: Record<string, string> = {
  aurelon: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 140 28" role="img" aria-label="Aurelon"><circle cx="14" cy="14" r="11" fill="none" stroke="#1d1d22" stroke-width="4"/><circle cx="14" cy="14" r="4" fill="#c8a27a"/><text x="32" y="21" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#1d1d22">Aurelon</text></svg>`,
  kestrel: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 140 28" role="img" aria-label="Kestrel"><path d="M3 22 L14 4 L25 22 L14 16 Z" fill="#2f5fa8"/><text x="32" y="21" font-family="system-ui, sans-serif" font-size="18" font-weight="800" letter-spacing="1" fill="#2f5fa8">KESTREL</text></svg>`,
  novaro: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 140 28" role="img" aria-label="Novaro"><rect x="2" y="4" width="20" height="20" rx="6" fill="#137333"/><path d="M8 18 V10 L16 18 V10" stroke="#fff" stroke-width="2.5" fill="none"/><text x="30" y="21" font-family="system-ui, sans-serif" font-size="18" font-weight="600" fill="#137333">novaro</text></svg>`,
  tessera: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 140 28" role="img" aria-label="Tessera"><g fill="#6b7548"><rect x="2" y="3" width="10" height="10"/><rect x="14" y="3" width="10" height="10" opacity="0.6"/><rect x="2" y="15" width="10" height="10" opacity="0.6"/><rect x="14" y="15" width="10" height="10"/></g><text x="32" y="21" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#3d4428">Tessera</text></svg>`,
  'mobilfunk-angebote': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 28" role="img" aria-label="Mobilfunk Angebote"><rect x="1" y="2" width="24" height="24" rx="6" fill="#e20074"/><text x="13" y="20" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" font-weight="800" fill="#fff">M</text><text x="32" y="20" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="#1b1b1f" textLength="164" lengthAdjust="spacingAndGlyphs">Mobilfunk Angebote</text></svg>`,
};

const phone = (x: number, y: number, scale: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect width="120" height="240" rx="20" fill="${fill}" stroke="#fff" stroke-width="4"/><rect x="10" y="12" width="100" height="216" rx="12" fill="#14142a"/><rect x="10" y="12" width="100" height="216" rx="12" fill="url(#screen)"/></g>`;

const frame = (
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" role="img" aria-hidden="true">
<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff4fa6"/><stop offset="1" stop-color="#3a1d6e"/></linearGradient></defs>
<circle cx="430" cy="200" r="170" fill="#ffffff" opacity="0.12"/><circle cx="500" cy="90" r="60" fill="#ffffff" opacity="0.1"/>
${body}
</svg>
`;

export const STAGE_ART: Record<string, string> = {
  'start-1': frame(
    `${phone(300, 70, 1, '#2b2b2e')}${phone(410, 110, 0.85, '#c8a27a')}<g font-family="system-ui, sans-serif" font-weight="800" fill="#fff"><circle cx="250" cy="110" r="54" fill="#fff"/><text x="250" y="124" text-anchor="middle" font-size="40" fill="#e20074">1 €</text></g>`,
  ),
  'start-2': frame(
    `<g transform="translate(290 90)"><rect width="240" height="150" rx="18" fill="#fff"/><rect y="30" width="240" height="30" fill="#1b1b1f"/><text x="24" y="120" font-family="system-ui, sans-serif" font-size="44" font-weight="800" fill="#e20074">240 €</text></g><g transform="translate(250 230)"><circle r="40" fill="#ffd54f"/><text y="14" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="800" fill="#8a5300">€</text></g>`,
  ),
  'unterwegs-1': frame(
    `${phone(340, 70, 1, '#f4f4f1')}<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.9"><path d="M260 120 a80 80 0 0 1 0 110"/><path d="M230 145 a45 45 0 0 1 0 60"/></g><text x="520" y="80" font-family="system-ui, sans-serif" font-size="40" font-weight="800" fill="#fff">5G</text>`,
  ),
  'unterwegs-2': frame(
    `${phone(280, 90, 0.9, '#b9a6e0')}${phone(400, 70, 1, '#9fd8c1')}<text x="250" y="80" font-family="system-ui, sans-serif" font-size="34" font-weight="800" fill="#fff">Young</text>`,
  ),
  'zuhause-1': frame(
    `<g transform="translate(270 110)"><path d="M0 110 L120 10 L240 110 V230 H0 Z" fill="#fff"/><rect x="95" y="150" width="50" height="80" fill="#e20074"/><rect x="30" y="130" width="45" height="40" fill="#ffd9ec"/><rect x="165" y="130" width="45" height="40" fill="#ffd9ec"/></g><g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"><path d="M470 90 a40 40 0 0 1 50 0"/><path d="M455 70 a65 65 0 0 1 80 0"/></g>`,
  ),
  'zuhause-2': frame(
    `<g stroke-linecap="round" fill="none"><path d="M240 330 C 330 260, 380 180, 560 120" stroke="#fff" stroke-width="14"/><path d="M240 300 C 330 230, 380 150, 560 90" stroke="#ffb3d6" stroke-width="8"/><path d="M240 360 C 330 290, 380 210, 560 150" stroke="#ffb3d6" stroke-width="8"/></g><text x="300" y="90" font-family="system-ui, sans-serif" font-size="40" font-weight="800" fill="#fff">1000 MBit/s</text>`,
  ),
};

const icon = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>\n`;

export const ICONS: Record<string, string> = {
  smartphone: icon('<rect x="6" y="2" width="12" height="20" rx="2"/><path d="M11 18h2"/>'),
  tablet: icon('<rect x="4" y="2" width="16" height="20" rx="2"/><path d="M11 18h2"/>'),
  sim: icon('<path d="M6 2h8l4 4v16H6z"/><rect x="9" y="11" width="6" height="7" rx="1"/>'),
  router: icon(
    '<rect x="3" y="13" width="18" height="7" rx="2"/><path d="M7 16.5h.01M11 16.5h.01M17 13V7M14 9a4 4 0 0 1 6 0"/>',
  ),
  tv: icon('<rect x="2" y="5" width="20" height="13" rx="2"/><path d="M8 22h8M12 18v4"/>'),
  wifi: icon('<path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01"/>'),
  cart: icon(
    '<circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/><path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L21 8H6"/>',
  ),
  truck: icon(
    '<path d="M1 4h14v12H1zM15 9h4l3 3v4h-7z"/><circle cx="5.5" cy="18.5" r="1.8"/><circle cx="18.5" cy="18.5" r="1.8"/>',
  ),
  shield: icon('<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z"/>'),
  info: icon('<circle cx="12" cy="12" r="10"/><path d="M12 16v-4M12 8h.01"/>'),
  check: icon('<path d="M20 6 9 17l-5-5"/>'),
  close: icon('<path d="M18 6 6 18M6 6l12 12"/>'),
  'arrow-right': icon('<path d="M5 12h14M12 5l7 7-7 7"/>'),
  phone: icon(
    '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z"/>',
  ),
  mail: icon('<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 6-10 7L2 6"/>'),
  home: icon('<path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><path d="M9 22V12h6v10"/>'),
  signal: icon('<path d="M2 20h.01M7 20v-4M12 20v-8M17 20V8M22 4v16"/>'),
  euro: icon('<path d="M18 7a7 7 0 1 0 0 10M4 10h10M4 14h10"/>'),
};
