import { minify } from '@swc/core';
import { annotatePureDeclarations } from '../../config/bundle/pureDeclarations';

const contractModule = [
  "import * as t from 'io-ts';",
  'const Party = t.type({ name: t.string, emails: t.array(t.string) });',
  "export const party = endpoint({ name: 'party', response: Party });",
  "export const unused = endpoint({ name: 'unused', response: t.union([t.literal('a'), t.literal('b')]) });",
  'export function send(value) { return record(value); }',
].join('\n');

test('every call that builds a top-level declaration is marked pure, and none inside a function', () => {
  const annotated = annotatePureDeclarations(contractModule);
  expect(annotated).toContain('const Party = /*#__PURE__*/ t.type({ name: t.string, emails: /*#__PURE__*/ t.array(t.string) });');
  expect(annotated).toContain("export const party = /*#__PURE__*/ endpoint({ name: 'party', response: Party });");
  expect(annotated).toContain("/*#__PURE__*/ t.union([/*#__PURE__*/ t.literal('a'), /*#__PURE__*/ t.literal('b')])");
  expect(annotated).toContain('return record(value);');
});

test('a bundle keeps only the declarations it uses', async () => {
  // The module as a bundle sees it: io-ts and endpoint() from elsewhere, and only `party` read.
  const script = (source: string) => `const t = io;\n${source.replace(/^import .*$/m, '').replace(/export /g, '')}\nconsole.log(party);`;
  const bundle = async (source: string) => (await minify(script(source), { module: true, mangle: false, compress: {} })).code;
  expect(await bundle(contractModule)).toContain('"unused"');
  const shaken = await bundle(annotatePureDeclarations(contractModule));
  expect(shaken).toContain('"party"');
  expect(shaken).not.toContain('"unused"');
});
