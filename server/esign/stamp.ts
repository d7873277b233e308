import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

// The signed copy of a document: the adopted signature, the date and an audit line stamped into the PDF the
// customer read. The signature is also a read-only form field named `signature` (and the audit line the PDF's
// keywords), so a reader can check by program what anyone sees on the page.

export interface SignatureStamp {
  signature: string;
  /** The date signed, as the customer reads it (MM/DD/YYYY). */
  signedOn: string;
  /** Who signed, when, from where, in which envelope. */
  auditLine: string;
}

/** The name of the form field that carries the signature in a signed copy. */
export const signatureFieldName = 'signature';

const printable = (text: string) => text.replace(/[^\x20-\x7E]/g, '?');

export async function stampSignature(unsigned: Uint8Array, stamp: SignatureStamp): Promise<Uint8Array> {
  const doc = await PDFDocument.load(unsigned);
  const page = doc.getPage(doc.getPageCount() - 1);
  const [regular, script] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.TimesRomanItalic)]);
  const ink = rgb(0.05, 0.15, 0.45);
  const muted = rgb(0.35, 0.35, 0.4);
  // The signature place: a box near the foot of the last page, the signature in it, the date beside it.
  page.drawRectangle({ x: 54, y: 96, width: 504, height: 74, borderColor: muted, borderWidth: 0.75 });
  page.drawText('Signature', { x: 62, y: 156, size: 8, font: regular, color: muted });
  page.drawText('Date signed', { x: 420, y: 156, size: 8, font: regular, color: muted });
  const field = doc.getForm().createTextField(signatureFieldName);
  field.setText(printable(stamp.signature));
  field.addToPage(page, {
    x: 62,
    y: 106,
    width: 340,
    height: 44,
    font: script,
    textColor: ink,
    borderWidth: 0,
    backgroundColor: rgb(1, 1, 1),
  });
  field.setFontSize(26);
  field.updateAppearances(script);
  field.enableReadOnly();
  page.drawText(printable(stamp.signedOn), { x: 420, y: 122, size: 14, font: regular, color: ink });
  page.drawText(printable(stamp.auditLine), { x: 54, y: 80, size: 7, font: regular, color: muted, maxWidth: 504, lineHeight: 9 });
  doc.setKeywords(['signed', printable(stamp.auditLine)]);
  doc.setModificationDate(new Date());
  return doc.save();
}
