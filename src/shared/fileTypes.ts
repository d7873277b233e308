// What a file is, read from its first bytes (magic numbers), never from its name or the browser's claim: the browser
// checks a chosen file with it before sending, the gateway checks what arrives.

export type AcceptedType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic' | 'image/heif';

interface Signature {
  readonly type: AcceptedType;
  /** Bytes expected at `offset`; `null` matches any byte. */
  readonly bytes: readonly (number | null)[];
  readonly offset?: number;
  /** For ISO base media files (HEIC/HEIF): the major brands that mean this type. */
  readonly brands?: readonly string[];
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The accepted document types, one row a signature. */
const signatures: readonly Signature[] = [
  { type: 'application/pdf', bytes: ascii('%PDF-') },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // An ISO box: 4 bytes of size, then 'ftyp' and the major brand.
  { type: 'image/heic', offset: 4, bytes: ascii('ftyp'), brands: ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs'] },
  { type: 'image/heif', offset: 4, bytes: ascii('ftyp'), brands: ['mif1', 'msf1'] },
];

const matchesAt = (content: Uint8Array, offset: number, bytes: readonly (number | null)[]) =>
  content.length >= offset + bytes.length && bytes.every((b, i) => b === null || content[offset + i] === b);

const majorBrand = (content: Uint8Array) => String.fromCharCode(...content.subarray(8, 12));

/** How many first bytes of a file `sniffDocumentType` reads. */
export const sniffedBytes = 16;

/** The accepted type the content is, or null (an executable renamed `.pdf` is null). */
export function sniffDocumentType(content: Uint8Array): AcceptedType | null {
  const found = signatures.find((s) => matchesAt(content, s.offset ?? 0, s.bytes) && (!s.brands || s.brands.includes(majorBrand(content))));
  return found?.type ?? null;
}

/** A chosen file's first bytes, as the browser reads them before sending; null when the file can no longer be read. */
export async function firstBytesOf(content: Blob, count: number = sniffedBytes): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await content.slice(0, count).arrayBuffer());
  } catch {
    return null;
  }
}
