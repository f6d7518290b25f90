import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, in reading order, good enough for assertions: each content
 * stream is inflated and the hex strings of its text operators (WinAnsi for the standard fonts)
 * decoded (WinAnsi, so that '€' and '–' read as such). Kerned words come as several pieces in one
 * TJ array; they are joined.
 */
/** WinAnsi differs from Latin-1 only in 0x80–0x9F; these are the characters the shop's texts use there. */
const WIN_ANSI_EXTRA: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => WIN_ANSI_EXTRA[byte] ?? String.fromCharCode(byte)).join('');

/**
 * Each stream's bytes, cut by the `/Length` of its dictionary. Searching for the closing
 * `endstream` instead would lose a last data byte of 0x0D (read as part of the line break) about
 * once in 256 streams, and the stream would no longer inflate.
 */
function* streamsOf(raw: string): Generator<Buffer> {
  const header = /\/Length (\d+)[^]*?stream\r?\n/g;
  for (let match = header.exec(raw); match; match = header.exec(raw)) {
    const start = match.index + match[0].length;
    const end = start + Number(match[1]);
    yield Buffer.from(raw.slice(start, end), 'latin1');
    header.lastIndex = end;
  }
}

export function pdfText(pdf: Buffer): string {
  const pieces: string[] = [];
  for (const body of streamsOf(pdf.toString('latin1'))) {
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const operator of content.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = operator[1] ? [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]) : [operator[2]];
      pieces.push(hexes.map((hex) => winAnsi(Buffer.from(hex, 'hex'))).join(''));
    }
  }
  return pieces.join(' ');
}
