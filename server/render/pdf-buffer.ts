/**
 * pdfkit, with the fonts, compression and encryption it loads, only with the first document: most
 * processes never write one, and loading it took a noticeable part of every start.
 */
let pdfkit: Promise<typeof import('pdfkit')> | undefined;
const loadPdfKit = async () => (await import('pdfkit')).default;

/**
 * A German A4 document written by `draw`, as the bytes pdfkit streams out once the document ends.
 * The options add to (or override) A4 and German as the document's language.
 */
export async function pdfBuffer(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const PDFDocument = await (pdfkit ??= loadPdfKit());
  const doc = new PDFDocument({ size: 'A4', lang: 'de-DE', ...options });
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
