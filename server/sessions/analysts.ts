import { sql, type Kysely } from 'kysely';
import { journeys } from '../../src/shared/journeys';
import type { Database } from '../db/schema';
import { rollupTables } from './rollups';

// The analysts' door (migration 1701): a role that reads the analytics_* views and nothing else, and the product's
// journeys as a table those views join, so a funnel written in any SQL client counts what the console counts.

/** The database role the analysts' own logins are made members of (README). */
export const analystRole = 'portal_analyst';

/**
 * Writes the product's journeys, step by step, to analytics_journey_steps: each step's path pattern (a POSIX regular
 * expression on the recorded address) or action type. Instances starting together write the same rows.
 */
export async function publishJourneys(db: Kysely<Database>): Promise<void> {
  const rows = journeys.flatMap((journey) =>
    journey.steps.map((step, i) => ({
      journey: journey.key,
      journey_label: journey.label,
      step: i + 1,
      step_name: step.name,
      path_pattern: step.path ?? null,
      action_type: step.type ?? null,
    })),
  );
  const stepKey = (row: { journey: string; step: number }) => `${row.journey}#${row.step}`;
  const describe = (row: (typeof rows)[number]) => JSON.stringify([row.journey_label, row.step_name, row.path_pattern, row.action_type]);
  const wanted = new Map(rows.map((row) => [stepKey(row), describe(row)]));
  await db.transaction().execute(async (trx) => {
    // Instances starting together take turns; analysts' reads are not blocked.
    await sql`lock table analytics_journey_steps in share row exclusive mode`.execute(trx);
    const before = await trx.selectFrom('analytics_journey_steps').selectAll().execute();
    const changed = before.length !== wanted.size || before.some((row) => wanted.get(stepKey(row)) !== describe(row));
    // Journeys defined otherwise than their rollups were made with: every visit is rolled up again (server/sessions/rollups.ts),
    // and counted from the log until then.
    if (before.length > 0 && changed) {
      for (const table of rollupTables) await trx.deleteFrom(table).execute();
      await trx.updateTable('recorded_sessions').set({ rolled_up_actions: 0 }).where('rolled_up_actions', '<>', 0).execute();
    }
    if (!changed) return;
    await trx.deleteFrom('analytics_journey_steps').execute();
    await trx.insertInto('analytics_journey_steps').values(rows).execute();
  });
}
