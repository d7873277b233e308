import type { Kysely } from 'kysely';
import type { LogEntry } from '../../src/bus/actionLog';
import type { Database } from '../db/schema';

// A period's recorded visits for the analysts' notebooks: one visit a line (JSON lines), in the shape a browser's
// export and the synthetic sessions have, so `npm run journeys` reads it too. Values are as recording keeps them
// (masked); who a visit belongs to is left out. Read a page of visits at a time, so a year's export holds one page.

export interface ExportedVisit {
  readonly version: 1;
  readonly visitId: string;
  readonly app: string;
  readonly signedIn: boolean;
  readonly openedAt: string;
  readonly entries: readonly LogEntry[];
}

/** The visits opened in [from, to), oldest first, each with its actions in order, a page of `pageSize` at a time. */
export async function* exportedVisits(db: Kysely<Database>, from: Date, to: Date, pageSize = 500): AsyncGenerator<ExportedVisit> {
  let after: { openedAt: Date; visitId: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('recorded_sessions')
      .select(['visit_id', 'app', 'opened_at', 'login_id'])
      .where('opened_at', '>=', from)
      .where('opened_at', '<', to);
    if (after) {
      const { openedAt, visitId } = after;
      query = query.where((eb) =>
        eb.or([eb('opened_at', '>', openedAt), eb.and([eb('opened_at', '=', openedAt), eb('visit_id', '>', visitId)])]),
      );
    }
    const visits = await query.orderBy('opened_at').orderBy('visit_id').limit(pageSize).execute();
    if (visits.length === 0) return;
    const actions = await db
      .selectFrom('recorded_actions')
      .select(['visit_id', 'seq', 'at', 'type', 'payload', 'v'])
      .where(
        'visit_id',
        'in',
        visits.map((v) => v.visit_id),
      )
      .where('opened_at', '>=', from)
      .where('opened_at', '<', to)
      .orderBy('visit_id')
      .orderBy('seq')
      .execute();
    const entriesOf = new Map<string, LogEntry[]>();
    for (const a of actions) {
      const entry: LogEntry = { seq: a.seq, at: new Date(a.at).getTime(), type: a.type, payload: a.payload ?? undefined, v: a.v };
      const list = entriesOf.get(a.visit_id);
      if (list) list.push(entry);
      else entriesOf.set(a.visit_id, [entry]);
    }
    for (const v of visits)
      yield {
        version: 1,
        visitId: v.visit_id,
        app: v.app,
        signedIn: v.login_id !== null,
        openedAt: new Date(v.opened_at).toISOString(),
        entries: entriesOf.get(v.visit_id) ?? [],
      };
    const last = visits[visits.length - 1]!;
    after = { openedAt: new Date(last.opened_at), visitId: last.visit_id };
  }
}
