import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, StandardFonts, type PDFFont, type PDFRawStream } from 'pdf-lib';

/** One text run a page draws: where it starts, its size, how wide it is and what it says. */
export interface TextRun {
  page: number;
  x: number;
  y: number;
  size: number;
  width: number;
  text: string;
}

const hexText = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/** The text runs of a PDF the gateway drew with pdf-lib's standard Helvetica (its content streams read directly). */
export async function textRuns(bytes: Uint8Array): Promise<TextRun[]> {
  const doc = await PDFDocument.load(bytes);
  const metrics = await PDFDocument.create();
  const fonts: Record<'regular' | 'bold', PDFFont> = {
    regular: await metrics.embedFont(StandardFonts.Helvetica),
    bold: await metrics.embedFont(StandardFonts.HelveticaBold),
  };
  return doc.getPages().flatMap((page, index) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const source = streams.map((stream) => inflateSync((stream as PDFRawStream).contents).toString('latin1')).join('\n');
    return [...source.matchAll(/BT([\s\S]*?)ET/g)].flatMap(([, block]) => {
      const font = /\/(Helvetica(-Bold)?)-\d+ ([\d.]+) Tf/.exec(block!);
      const at = /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/.exec(block!);
      const shown = /<([0-9A-Fa-f]*)> Tj/.exec(block!);
      if (!font || !at || !shown) return [];
      const size = Number(font[3]);
      const text = hexText(shown[1]!);
      const width = (font[2] ? fonts.bold : fonts.regular).widthOfTextAtSize(text, size);
      return [{ page: index + 1, x: Number(at[1]), y: Number(at[2]), size, width, text }];
    });
  });
}

/** Pairs of runs on the same page and line whose extents cross (one drawn over the other). */
export const overlapping = (runs: readonly TextRun[]) =>
  runs.flatMap((a, i) =>
    runs
      .slice(i + 1)
      .filter((b) => a.page === b.page && Math.abs(a.y - b.y) < Math.min(a.size, b.size) && a.x < b.x + b.width && b.x < a.x + a.width)
      .map((b) => [a.text, b.text]),
  );

/** The number of text lines on each page, by page. */
export const linesByPage = (runs: readonly TextRun[]) =>
  runs.reduce<number[]>((pages, run) => {
    const lines = new Set(runs.filter((r) => r.page === run.page).map((r) => Math.round(r.y)));
    pages[run.page - 1] = lines.size;
    return pages;
  }, []);

/** The text a PDF draws (its content streams inflated, each shown string decoded). */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) shown.push(hexText(hex[1]!));
  }
  return shown.join(' ').replace(/\s+/g, ' ');
}
