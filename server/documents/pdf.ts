import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { phones, product } from '../../config/product';
import type { LifeQuote } from '../../src/contract/lifeQuoting';
import type { Quote } from '../../src/contract/quoting';
import { quoteTypeNames } from '../../src/shared/quoteSteps';
import { formatCents } from '../../src/shared/money';
import { formatIsoDate } from '../../src/shared/format';
import { vehicleWithVin } from '../../src/shared/vin';
import type { PolicyDetailsRecord } from '../policies/details';
import { quotingMessages } from '../../src/validation/messages';

// Real PDFs the gateway hands out: the ID card of a vehicle, the declarations page of a policy, and e-mailed quotes.

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
  // A vehicle is named as the customer knows it, never by the insurer's internal id.
  const vehicleNames = new Map(policy.vehicles.map((v) => [v.vehicleId, vehicleWithVin(v)]));
  for (const v of policy.vehicles) writer.pair('Vehicle', vehicleNames.get(v.vehicleId)!);
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
        c.vehicleId ? `${c.name}, ${vehicleNames.get(c.vehicleId) ?? 'vehicle no longer on the policy'}` : c.name,
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
  writer.finish();
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
  writer.finish();
  return doc.save();
}

// The text column of a page: a label column, then the value column.
const margin = { left: 54, top: 738, bottom: 54 };
const labelWidth = 164;
const valueX = 230;
const valueWidth = 612 - 54 - valueX;
const paragraphWidth = 612 - 2 * 54;

/** Vertical rhythm: the normal one, and a tighter one tried before a page is added for the last few lines. */
const spacings = [
  { labelLine: 11, valueLine: 13, rowGap: 6, headingGap: 8 },
  { labelLine: 10, valueLine: 11.5, rowGap: 3, headingGap: 5 },
] as const;
type Spacing = (typeof spacings)[number];

type Item =
  | { kind: 'heading'; value: string; size: number }
  | { kind: 'pair'; label: string[]; value: string[] }
  | { kind: 'paragraph'; lines: string[] };

/**
 * Writes headings, label/value rows and paragraphs down letter pages. Nothing is drawn until `finish`, which lays the
 * items out: on one page when they fit (with a tighter rhythm if need be), else section by section, a section kept on
 * one page where it fits, a heading never last on a page and never a lone row carried over.
 */
class PageWriter {
  private readonly items: Item[] = [];
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  heading(value: string, size: number) {
    this.items.push({ kind: 'heading', value, size });
  }

  pair(label: string, value: string) {
    this.items.push({
      kind: 'pair',
      label: wrap(printable(label), (t) => this.fonts.regular.widthOfTextAtSize(t, 9), labelWidth),
      value: wrap(printable(value), (t) => this.fonts.regular.widthOfTextAtSize(t, 10), valueWidth),
    });
  }

  paragraph(value: string) {
    this.items.push({
      kind: 'paragraph',
      lines: wrap(printable(value), (t) => this.fonts.regular.widthOfTextAtSize(t, 10), paragraphWidth),
    });
  }

  finish() {
    const room = margin.top - margin.bottom;
    const fitting = spacings.find((sp) => heightOf(this.items, sp) <= room);
    if (fitting) return this.drawPage(this.items, fitting);
    for (const page of paginate(sectionsOf(this.items), spacings[0], room)) this.drawPage(page, spacings[0]);
  }

  private drawPage(items: readonly Item[], sp: Spacing) {
    const page = this.doc.addPage(letter);
    let y = margin.top;
    for (const item of items) {
      if (item.kind === 'heading') {
        y -= sp.headingGap;
        text(page, item.value, margin.left, y, this.fonts.bold, item.size, item.size > 14 ? cardinalRed : ink);
        y -= item.size + sp.headingGap;
      } else if (item.kind === 'pair') {
        item.label.forEach((line, i) => text(page, line, margin.left, y - i * sp.labelLine, this.fonts.regular, 9, muted));
        item.value.forEach((line, i) => text(page, line, valueX, y - i * sp.valueLine, this.fonts.regular, 10));
        y -= height(item, sp);
      } else {
        y -= sp.headingGap;
        item.lines.forEach((line, i) => text(page, line, margin.left, y - i * sp.valueLine, this.fonts.regular, 10));
        y -= sp.rowGap + item.lines.length * sp.valueLine;
      }
    }
  }
}

function height(item: Item, sp: Spacing): number {
  if (item.kind === 'heading') return item.size + 2 * sp.headingGap;
  if (item.kind === 'paragraph') return sp.headingGap + sp.rowGap + item.lines.length * sp.valueLine;
  return sp.rowGap + Math.max(item.label.length * sp.labelLine, item.value.length * sp.valueLine);
}

const heightOf = (items: readonly Item[], sp: Spacing) => items.reduce((total, item) => total + height(item, sp), 0);

/** The items cut at each heading: a section is its heading and the rows under it. */
function sectionsOf(items: readonly Item[]): Item[][] {
  const sections: Item[][] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (item.kind === 'heading' || !last) sections.push([item]);
    else last.push(item);
  }
  return sections;
}

/** The fewest rows of a section that a page begins or ends with when the section is split. */
const keepTogether = 2;

function paginate(sections: readonly Item[][], sp: Spacing, room: number): Item[][] {
  const pages: Item[][] = [[]];
  let left = room;
  const newPage = () => {
    pages.push([]);
    left = room;
  };
  for (const section of sections) {
    const total = heightOf(section, sp);
    if (total > left && total <= room) newPage();
    if (total <= left) {
      pages.at(-1)!.push(...section);
      left -= total;
      continue;
    }
    // A section longer than a page: split it, never leaving its heading or a few rows alone on either side.
    if (heightOf(section.slice(0, keepTogether + 1), sp) > left) newPage();
    section.forEach((item, placed) => {
      const after = section.slice(placed + 1);
      const strands = after.length > 0 && after.length < keepTogether && heightOf(after, sp) > left - height(item, sp);
      if (height(item, sp) > left || (strands && placed > 0)) newPage();
      pages.at(-1)!.push(item);
      left -= height(item, sp);
    });
  }
  return pages.filter((page) => page.length > 0);
}

/** Lines no wider than `width` as `measure` measures them; a word wider than the line is cut. */
function wrap(value: string, measure: (text: string) => number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut)) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  return [...lines, line];
}

/** A document written line after line down letter pages (a new page when one is full). */
async function flowingDocument(title: string, subject: string) {
  const { doc, fonts } = await newDocument(title, subject);
  let page = doc.addPage(letter);
  let y = 738;
  const line = (value: string, font = fonts.regular, size = 10, color = ink) => {
    if (y < 60) {
      page = doc.addPage(letter);
      y = 738;
    }
    text(page, value, 54, y, font, size, color);
    y -= size + 6;
  };
  const gap = () => {
    y -= 6;
  };
  return { doc, fonts, line, gap };
}

const notAPolicy = (expiresOn: string) =>
  `Saved until ${formatIsoDate(expiresOn)}. This quote is not a policy: coverage begins only when it is bought.`;

/** An online quote as e-mailed to its prospect: each line's price, each coverage with its option and premium, its discounts (or that it has no price yet). */
export async function quotePdf(quote: Quote): Promise<Uint8Array> {
  const name = `${quoteTypeNames[quote.quoteType]} quote ${quote.jobNumber}`;
  const { doc, fonts, line, gap } = await flowingDocument(
    `${product.name} ${name}`,
    `${product.name} ${name}, saved until ${formatIsoDate(quote.expiresOn)}`,
  );
  line(`${product.name}: your ${name.toLowerCase()}`, fonts.bold, 14, cardinalRed);
  const customer = quote.sections.customer;
  if (customer) line(`Prepared for ${customer.firstName} ${customer.lastName}`);
  line(notAPolicy(quote.expiresOn), fonts.regular, 9, muted);
  gap();
  if (!quote.rating) line(quotingMessages.notPricedYet, fonts.bold, 12);
  for (const l of quote.rating?.lines ?? [])
    line(`${formatCents(l.totalCents)} for ${l.termMonths} months of ${l.line} insurance`, fonts.bold, 12);
  gap();
  for (const c of quote.rating?.coverages ?? []) {
    const option = c.options.find((o) => o.code === c.option)?.label ?? c.option;
    line(`${c.subject}: ${c.name} (${option}): ${formatCents(c.premiumCents)}`);
  }
  if ((quote.rating?.discounts.length ?? 0) > 0) {
    gap();
    line('Discounts', fonts.bold, 11);
    for (const d of quote.rating!.discounts) line(`${d.name}: -${formatCents(d.amountCents)}`);
  }
  gap();
  line(`Questions? Call us at ${quote.quoteType === 'bundle' ? phones.bundleQuote : phones.quoteAndBindHelp}.`, fonts.regular, 10, muted);
  return doc.save();
}

/** A term life quote as e-mailed to its prospect: the coverage amount, and each term offered with its monthly and yearly premium. */
export async function lifeQuotePdf(quote: LifeQuote): Promise<Uint8Array> {
  const name = `term life quote for ${formatCents(quote.coverageAmountCents)} of coverage`;
  const { doc, fonts, line, gap } = await flowingDocument(
    `${product.name} ${name}`,
    `${product.name} ${name}, saved until ${formatIsoDate(quote.expiresOn)}`,
  );
  line(`${product.name}: your ${name}`, fonts.bold, 14, cardinalRed);
  line(notAPolicy(quote.expiresOn), fonts.regular, 9, muted);
  gap();
  for (const p of quote.premiums)
    line(
      `${p.termYears}-year term: ${formatCents(p.monthlyPremiumCents)} a month, or ${formatCents(p.annualPremiumCents)} a year`,
      fonts.bold,
      12,
    );
  gap();
  line('A life specialist finishes the application with you by phone before the policy is issued.', fonts.regular, 10, muted);
  line(`Questions? Call a life specialist at ${phones.lifeQuote}.`, fonts.regular, 10, muted);
  return doc.save();
}
