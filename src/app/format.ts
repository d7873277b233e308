/** Display formats shared by every domain: money from integer cents, calendar dates as MM/DD/YYYY. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number): string => usd.format(cents / 100);

export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}
