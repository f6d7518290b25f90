import PDFDocument from 'pdfkit';

/**
 * A German A4 document written by `draw`, as the bytes pdfkit streams out once the document ends.
 * The options add to (or override) A4 and German as the document's language.
 */
export function pdfBuffer(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
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
