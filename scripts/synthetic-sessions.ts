// Synthetic recorded sessions for measurement: `tsx scripts/synthetic-sessions.ts COUNT [FILE]`
// writes COUNT sessions as JSON lines (one exported log a line) to FILE or standard output.
import { createWriteStream } from 'node:fs';
import { syntheticSessions } from '../server/sessions/synthetic';

const count = Number(process.argv[2] ?? 1000);
const out = process.argv[3] ? createWriteStream(process.argv[3]) : process.stdout;
for (const session of syntheticSessions(count)) out.write(`${JSON.stringify({ version: 1, visitId: session.visitId, entries: session.entries })}\n`);
if (out !== process.stdout) out.end();
