import { ensureTemplate } from './template';

/** Jest globalSetup of the gateway project: build the PGlite template once, before the workers start. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await ensureTemplate();
}
