import { sql, type Kysely } from 'kysely';

// A message written to the outbox is announced when its transaction commits, so that the instances delivering it
// queue its job at once (server/notifier/outbox.ts); the announcement names the schema, which several gateways
// sharing one server (the test runs) tell apart.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_outbox_message() returns trigger language plpgsql as $$
    begin
      perform pg_notify('outbox_queued', json_build_object('schema', current_schema(), 'channel', new.channel, 'id', new.id)::text);
      return new;
    end
    $$`.execute(db);
  await sql`create trigger outbox_message_announced after insert on outbox for each row execute function announce_outbox_message()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger outbox_message_announced on outbox`.execute(db);
  await sql`drop function announce_outbox_message()`.execute(db);
}
