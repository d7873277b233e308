import fs from 'node:fs';
import { cataloguePath, renderCatalogue } from '../../scripts/catalogue-doc';

describe('docs/actions.md', () => {
  it('is current with the declarations (run npm run catalogue after changing a catalogue)', () => {
    expect(fs.readFileSync(cataloguePath, 'utf8')).toBe(renderCatalogue());
  });

  it('names the sensitive fields and the listeners', () => {
    const doc = renderCatalogue();
    expect(doc).toMatch(/\| `auth\/credentialsSubmitted` \| command \| .* \| `password` \|/);
    expect(doc).toMatch(/\| `auth\/signedOut` \| event \|.*`src\/auth\/slice\.ts`/);
    expect(doc).toMatch(/\| `auth\/signInRequested` \|.*`sagas\/auth\.ts`/);
  });
});
