// Outage windows of spec section 9 (billing, life billing, life quoting), for the client and the gateway alike.

/** An outage is active when `now` lies within its window (start inclusive, end exclusive). */
export function isOutageActive(window: { start: string | null; end: string | null }, now: number): boolean {
  if (!window.start || !window.end) return false;
  const start = Date.parse(window.start);
  const end = Date.parse(window.end);
  return Number.isFinite(start) && Number.isFinite(end) && now >= start && now < end;
}
