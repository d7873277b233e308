import type { Kysely } from 'kysely';
import { journeys } from '../../src/shared/journeys';
import type { Database } from '../db/schema';

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
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('analytics_journey_steps').selectAll().orderBy('journey').orderBy('step').execute();
    const sorted = [...rows].sort((a, b) => a.journey.localeCompare(b.journey) || a.step - b.step);
    // Journeys defined otherwise than their rollups were made with: every visit is rolled up again (server/sessions/rollups.ts),
    // and counted from the log until then.
    if (before.length > 0 && JSON.stringify(before) !== JSON.stringify(sorted)) {
      await trx.deleteFrom('journey_visits').execute();
      await trx.updateTable('recorded_sessions').set({ rolled_up_actions: 0 }).where('rolled_up_actions', '<>', 0).execute();
    }
    await trx
      .insertInto('analytics_journey_steps')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['journey', 'step']).doUpdateSet((eb) => ({
          journey_label: eb.ref('excluded.journey_label'),
          step_name: eb.ref('excluded.step_name'),
          path_pattern: eb.ref('excluded.path_pattern'),
          action_type: eb.ref('excluded.action_type'),
        })),
      )
      .execute();
    for (const journey of journeys)
      await trx.deleteFrom('analytics_journey_steps').where('journey', '=', journey.key).where('step', '>', journey.steps.length).execute();
    await trx
      .deleteFrom('analytics_journey_steps')
      .where(
        'journey',
        'not in',
        journeys.map((j) => j.key),
      )
      .execute();
  });
}
