/** Display formats shared by every domain: calendar dates as MM/DD/YYYY, postal addresses on one line (money: ./money.ts). */

export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/** A postal address on one line: '12 High St, Apt 2, Columbus, OH 43215'. */
export const oneLineAddress = (a: { line1: string; line2: string | null; city: string; state: string; zip: string }) =>
  `${[a.line1, a.line2].filter(Boolean).join(', ')}, ${a.city}, ${a.state} ${a.zip}`;

/** An instant in US Eastern time, as the support console shows it: 'Nov 25, 2026, 9:05 AM'. */
export const formatEasternInstant = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' });
