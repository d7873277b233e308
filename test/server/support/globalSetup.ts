import { ensureServerTemplate, ensureTemplate } from './template';

/** Jest globalSetup of the gateway project: build the template once, before the workers start. */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) await ensureServerTemplate(process.env.DATABASE_URL);
  else await ensureTemplate();
}
