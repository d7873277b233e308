import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { product } from '../../config/product';
import { formatCents, formatIsoDate } from '../../src/shared/format';
import type { PolicyDetailsRecord } from '../policies/details';

// Real PDFs the gateway hands out: the ID card of a vehicle and the declarations page of a policy.

const cardinalRed = rgb(0.7, 0.09, 0.13);
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.35, 0.35, 0.4);
const letter: [number, number] = [612, 792];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newDocument(title: string, subject: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setSubject(subject);
  doc.setAuthor(product.name);
  doc.setProducer(`${product.name} customer portal`);
  doc.setCreationDate(new Date());
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  return { doc, fonts };
}

/** Standard fonts cannot draw every character; keep what WinAnsi can encode. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

function text(page: PDFPage, value: string, x: number, y: number, font: PDFFont, size = 10, color = ink) {
  page.drawText(printable(value), { x, y, size, font, color });
}

export interface IdCardContent {
  policyNumber: string;
  lineOfBusiness: 'auto' | 'motorcycle';
  effectiveDate: string;
  expirationDate: string;
  state: string;
  vehicle: { year: number; make: string; model: string; vin: string };
  namedInsureds: string[];
}

/** An insurance identification card: two copies of the card (one for each vehicle's glove box) on a letter page. */
export async function idCardPdf(card: IdCardContent): Promise<Uint8Array> {
  const kind = card.lineOfBusiness === 'motorcycle' ? 'Motorcycle' : 'Automobile';
  const { doc, fonts } = await newDocument(
    `${kind} insurance ID card, policy ${card.policyNumber}`,
    `${product.name} ID card for policy ${card.policyNumber}, ${card.vehicle.year} ${card.vehicle.make} ${card.vehicle.model}`,
  );
  const page = doc.addPage(letter);
  text(page, `${product.name}: your insurance identification cards`, 54, 738, fonts.bold, 14);
  text(
    page,
    'Cut along the lines. Keep one card in the vehicle; show it to law enforcement on request.',
    54,
    718,
    fonts.regular,
    10,
    muted,
  );
  [640, 400].forEach((top) => drawCard(page, fonts, card, kind, 54, top));
  return doc.save();
}

function drawCard(page: PDFPage, fonts: Fonts, card: IdCardContent, kind: string, x: number, top: number) {
  const width = 504;
  const height = 216;
  page.drawRectangle({ x, y: top - height, width, height, borderColor: muted, borderWidth: 1, borderDashArray: [4, 3] });
  page.drawRectangle({ x, y: top - 34, width, height: 34, color: cardinalRed });
  text(page, product.name.toUpperCase(), x + 12, top - 23, fonts.bold, 14, rgb(1, 1, 1));
  text(page, `${kind.toUpperCase()} INSURANCE IDENTIFICATION CARD`, x + 230, top - 22, fonts.bold, 9, rgb(1, 1, 1));
  const rows: [string, string][] = [
    ['Policy number', card.policyNumber],
    ['Effective date', formatIsoDate(card.effectiveDate)],
    ['Expiration date', formatIsoDate(card.expirationDate)],
    ['Vehicle', `${card.vehicle.year} ${card.vehicle.make} ${card.vehicle.model}`],
    ['VIN', card.vehicle.vin],
    ['Named insured', card.namedInsureds.join(', ')],
    ['State', card.state],
  ];
  rows.forEach(([label, value], i) => {
    const y = top - 58 - i * 20;
    text(page, label, x + 12, y, fonts.regular, 9, muted);
    text(page, value, x + 120, y, fonts.bold, 10);
  });
  text(page, `Insurer: ${product.name}. This card is valid only for the term shown.`, x + 12, top - height + 12, fonts.regular, 8, muted);
}

/** What an endorsement changed, printed at the head of the amended declarations. */
export interface AmendmentContent {
  description: string;
  effectiveDate: string;
  premiumChangeCents: number;
}

/** The declarations page of a policy: who and what is insured, the coverages with limits and deductibles, discounts. */
export async function declarationsPdf(policy: PolicyDetailsRecord, amendment?: AmendmentContent): Promise<Uint8Array> {
  const s = policy.summary;
  const { doc, fonts } = await newDocument(
    `${amendment ? 'Amended declarations' : 'Declarations page'}, policy ${s.policyNumber}`,
    `${product.name} policy declarations for ${s.policyNumber}`,
  );
  const writer = new PageWriter(doc, fonts);
  writer.heading(`${product.name}: ${amendment ? 'amended policy declarations' : 'policy declarations'}`, 16);
  if (amendment) {
    writer.pair('Change', amendment.description);
    writer.pair('Effective', formatIsoDate(amendment.effectiveDate));
    writer.pair('Premium change for the rest of the term', formatCents(amendment.premiumChangeCents));
  }
  writer.pair('Policy number', s.policyNumber);
  writer.pair('Policy', s.description);
  writer.pair('Policy period', `${formatIsoDate(s.effectiveDate)} to ${formatIsoDate(s.expirationDate)}`);
  writer.pair('Named insured', policy.namedInsureds.join(', '));
  writer.pair('Premium for the term', formatCents(s.premiumCents));
  if (s.accountNumber) writer.pair('Billing account', s.accountNumber);
  for (const v of policy.vehicles) writer.pair(`Vehicle ${v.vehicleId}`, `${v.year} ${v.make} ${v.model}, VIN ${v.vin}`);
  for (const d of policy.drivers) writer.pair('Driver', `${d.name} (${d.relationship}), licensed in ${d.licenseState}`);
  if (policy.property)
    writer.pair(
      'Insured location',
      `${policy.property.address.line1}, ${policy.property.address.city}, ${policy.property.address.state} ${policy.property.address.zip}`,
    );
  for (const m of policy.mortgagees) writer.pair(`Mortgagee ${m.position}`, `${m.name}, loan ending ${m.loanLastFour}`);
  for (const w of policy.watercraft) writer.pair('Watercraft', `${w.year} ${w.make} ${w.model}, ${w.lengthFeet} ft, hull ID ${w.hullId}`);
  if (policy.life) {
    writer.pair('Plan', policy.life.product);
    writer.pair('Face amount', formatCents(policy.life.faceAmountCents));
    writer.pair('Insured', policy.life.insuredName);
    for (const b of policy.life.beneficiaries)
      writer.pair(`${b.kind === 'primary' ? 'Primary' : 'Contingent'} beneficiary`, `${b.name} (${b.relationship}), ${b.sharePercent}%`);
  }
  if (policy.coverages.length > 0) {
    writer.heading('Coverages', 12);
    for (const c of policy.coverages) {
      const deductible = c.deductibleCents === null ? '' : `, deductible ${formatCents(c.deductibleCents)}`;
      writer.pair(
        c.vehicleId ? `${c.name} (${c.vehicleId})` : c.name,
        `${c.limits ?? 'Included'}${deductible}; premium ${formatCents(c.premiumCents)}`,
      );
    }
  }
  if (policy.discounts.length > 0) {
    writer.heading('Discounts applied', 12);
    // A mid-term change adjustment may be owed rather than given: it prints as an addition.
    for (const d of policy.discounts)
      writer.pair(d.name, d.amountCents < 0 ? `+${formatCents(-d.amountCents)}` : `-${formatCents(d.amountCents)}`);
  }
  return doc.save();
}

/** A document the insurer filed for a party (a form, a document to sign, a claim letter): its heading, references and text. */
export interface FiledDocumentContent {
  title: string;
  issuedOn: string;
  addressee: string;
  references: [string, string][];
  body: string;
}

export async function filedDocumentPdf(content: FiledDocumentContent): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(content.title, `${product.name}: ${content.title}`);
  const writer = new PageWriter(doc, fonts);
  writer.heading(product.name, 16);
  writer.heading(content.title, 12);
  writer.pair('Date', formatIsoDate(content.issuedOn));
  writer.pair('For', content.addressee);
  for (const [label, value] of content.references) writer.pair(label, value);
  for (const paragraph of content.body.split(/\n{2,}/)) writer.paragraph(paragraph);
  return doc.save();
}

/** Writes label/value lines down letter pages, starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y = 738;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(letter);
  }

  private room(lines: number) {
    if (this.y - lines * 16 > 54) return;
    this.page = this.doc.addPage(letter);
    this.y = 738;
  }

  heading(value: string, size: number) {
    this.room(2);
    this.y -= 8;
    text(this.page, value, 54, this.y, this.fonts.bold, size, size > 14 ? cardinalRed : ink);
    this.y -= size + 8;
  }

  pair(label: string, value: string) {
    const chunks = wrap(value, 62);
    this.room(chunks.length);
    text(this.page, label, 54, this.y, this.fonts.regular, 9, muted);
    chunks.forEach((chunk, i) => text(this.page, chunk, 230, this.y - i * 13, this.fonts.regular, 10));
    this.y -= 6 + chunks.length * 13;
  }

  paragraph(value: string) {
    const chunks = wrap(value, 92);
    this.room(chunks.length + 1);
    this.y -= 8;
    chunks.forEach((chunk, i) => text(this.page, chunk, 54, this.y - i * 13, this.fonts.regular, 10));
    this.y -= 6 + chunks.length * 13;
  }
}

function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}
