import fs from 'node:fs';
import path from 'node:path';
import * as catalogues from '../src/catalogues';
import { actionDescriptions } from '../src/actionDescriptions';
import type { CatalogueEntry } from '../src/bus/catalogue';
import { CATALOGUE_VERSION } from '../src/bus/actionLog';

const root = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

interface Usage {
  file: string;
  text: string;
}

const usages: Usage[] = [...sourceFiles(path.join(root, 'sagas')), ...sourceFiles(path.join(root, 'src'))].map((file) => ({
  file: path.relative(root, file),
  text: fs.readFileSync(file, 'utf8'),
}));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every name an action is reached by in code: its catalogue's, and that of a part declared below its area, where it
 * is answered (the guest pay's bill found, in payments' guestPaymentActions).
 */
const namesOf = new Map<unknown, string[]>();
for (const area of fs.readdirSync(path.join(root, 'src'))) {
  const file = path.join(root, 'src', area, 'catalogue.ts');
  if (!fs.existsSync(file)) continue;
  for (const [exportName, value] of Object.entries(require(file) as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null || !/Actions$/.test(exportName)) continue;
    for (const entry of Object.values(value)) namesOf.set(entry, [...(namesOf.get(entry) ?? []), exportName]);
  }
}

/** A saga module's top-level exported declarations, each with its text (up to the next line that starts unindented). */
interface Declaration {
  file: string;
  name: string;
  text: string;
}

const exportedDeclarations: Declaration[] = usages
  .filter((u) => u.file.startsWith('sagas/'))
  .flatMap((u) =>
    u.text.split(/^(?=\S)/m).flatMap((chunk) => {
      // A generator is a saga, not a pattern: only constants and plain functions can be handed to a take effect.
      const name = /^export\s+(?:const|function(?!\s*\*))\s+(\w+)/.exec(chunk)?.[1];
      return name ? [{ file: u.file, name, text: chunk }] : [];
    }),
  );

/** The names a module imports from each of its relative imports, resolved to the imported module's file (read once a module). */
const importsRead = new Map<Usage, { file: string; name: string }[]>();
function importsOf(usage: Usage): { file: string; name: string }[] {
  const read = importsRead.get(usage) ?? readImports(usage);
  importsRead.set(usage, read);
  return read;
}

function readImports(usage: Usage): { file: string; name: string }[] {
  return [...usage.text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(\.[^']*)'/g)].flatMap(([, specifiers, from]) => {
    const file = path.relative(root, path.resolve(root, path.dirname(usage.file), from!));
    const resolved = [`${file}.ts`, `${file}.tsx`, path.join(file, 'index.ts')].find((f) => fs.existsSync(path.join(root, f))) ?? file;
    return specifiers!
      .split(',')
      .map((s) => s.trim().replace(/^type\s+/, ''))
      .filter(Boolean)
      .map((s) => ({ file: resolved, name: s.split(/\s+as\s+/).at(-1)! }));
  });
}

const effectsThatTake = '(?:take|takeMaybe|takeEvery|takeLatest|takeLeading|debounce|throttle)';

/**
 * Saga modules that take an action through a pattern another saga module exports (a predicate such as quoting's
 * `isReferralOf(line)`, or one built from such): a declaration that matches the action (its type or match, `direct`)
 * or uses a pattern that does is such a pattern, and a module that imports it and hands it to a take effect listens.
 */
function takersThroughPatterns(direct: RegExp): string[] {
  const patterns = new Set(exportedDeclarations.filter((d) => direct.test(d.text)).map((d) => `${d.file}#${d.name}`));
  const importedPatterns = (u: Usage) => importsOf(u).filter((i) => patterns.has(`${i.file}#${i.name}`));
  for (let grown = true; grown;) {
    grown = false;
    for (const declaration of exportedDeclarations) {
      const key = `${declaration.file}#${declaration.name}`;
      if (patterns.has(key)) continue;
      const usage = usages.find((u) => u.file === declaration.file)!;
      const local = exportedDeclarations.filter((d) => d.file === declaration.file && patterns.has(`${d.file}#${d.name}`));
      const uses = [...importedPatterns(usage), ...local].some(({ name }) => new RegExp(`\\b${escape(name)}\\b`).test(declaration.text));
      if (uses) {
        patterns.add(key);
        grown = true;
      }
    }
  }
  return usages
    .filter((u) => u.file.startsWith('sagas/'))
    .filter((u) =>
      importedPatterns(u).some(({ name }) =>
        new RegExp(`\\b${effectsThatTake}\\(\\s*(?:[\\w.]+\\s*,\\s*)?${escape(name)}\\b`).test(u.text),
      ),
    )
    .map((u) => u.file);
}

/**
 * Who reads an action: reducers handle it with addCase (or on, in reducerOf); sagas take it by its type or match it,
 * or take it through a pattern of another saga module that does. Who dispatches it: put or dispatch.
 */
function listeners(catalogueName: string, actionName: string, entry: CatalogueEntry) {
  const names = [...new Set([catalogueName, ...(namesOf.get(entry) ?? [])])];
  const ref = `(?:${names.map(escape).join('|')})\\.${escape(actionName)}`;
  const find = (pattern: RegExp, filter: (u: Usage) => boolean) =>
    usages.filter((u) => filter(u) && pattern.test(u.text)).map((u) => u.file);
  const direct = new RegExp(`${ref}\\.(type|match)\\b`);
  const takers = new Set(takersThroughPatterns(direct));
  return {
    reducers: find(new RegExp(`(?:addCase|\\bon)\\(${ref}\\b`), (u) => u.file.startsWith('src/')),
    sagas: usages.filter((u) => u.file.startsWith('sagas/') && (direct.test(u.text) || takers.has(u.file))).map((u) => u.file),
    dispatchers: find(
      new RegExp(`(put|dispatch)\\(\\s*(\\w+\\s*\\?[^:]*:\\s*|\\w+\\(\\s*)?${ref}\\(|\\?\\s*${ref}\\(|:\\s*${ref}\\(|=>\\s*${ref}\\(`),
      () => true,
    ),
  };
}

const list = (files: string[]) => (files.length ? files.map((f) => `\`${f}\``).join(', ') : '—');

function sensitivity(entry: CatalogueEntry): string {
  if (typeof entry.sensitive === 'function') return 'per form declaration (`src/forms/registry.ts`)';
  return entry.sensitive.length ? entry.sensitive.map((p) => `\`${p}\``).join(', ') : '—';
}

/** docs/actions.md: every action type, command or event, its payload, its sensitive fields, who dispatches and who listens. */
export function renderCatalogue(): string {
  const lines = [
    '# Action catalogue',
    '',
    `Generated by \`npm run catalogue\` from the declarations in \`src/*/catalogue.ts\` (catalogue version ${CATALOGUE_VERSION}); do not edit by hand.`,
    'Every action reaches the action log with its sequence number and time; the fields named as sensitive are replaced by `[redacted]` before anything is written down.',
    'Router actions (`@@router/LOCATION_CHANGE`, `@@router/CALL_HISTORY_METHOD`) come from connected-react-router; the query values `sessionToken`, `code`, `state`, `uid` and `loginApplePay` are masked in them.',
    '',
  ];
  for (const [catalogueName, creators] of Object.entries(catalogues)) {
    const entries = Object.entries(creators as Record<string, CatalogueEntry>);
    const domain = entries[0]?.[1].domain ?? catalogueName;
    lines.push(
      `## ${domain}`,
      '',
      '| type | kind | payload | sensitive | dispatched by | reducers | sagas | meaning |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const [name, entry] of entries) {
      const who = listeners(catalogueName, name, entry);
      const payload = entry.codec.name === 'undefined' ? '—' : `\`${entry.codec.name.replace(/\|/g, '\\|')}\``;
      lines.push(
        `| \`${entry.type}\` | ${entry.kind} | ${payload} | ${sensitivity(entry)} | ${list(who.dispatchers)} | ${list(who.reducers)} | ${list(who.sagas)} | ${actionDescriptions.get(entry.type) ?? ''} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

export const cataloguePath = path.join(root, 'docs/actions.md');
