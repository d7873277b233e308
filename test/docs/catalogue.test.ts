import fs from 'node:fs';
import { cataloguePath, renderCatalogue } from '../../scripts/catalogue-doc';
import { registeredActions } from '../../src/bus/catalogue';
import { actionDescriptions } from '../../src/actionDescriptions';

describe('docs/actions.md', () => {
  it('is current with the declarations (run npm run catalogue after changing a catalogue)', () => {
    expect(fs.readFileSync(cataloguePath, 'utf8')).toBe(renderCatalogue());
  });

  it('says in words what every declared action means, and describes nothing undeclared', () => {
    const declared = [...registeredActions().keys()];
    expect(declared.length).toBeGreaterThan(100);
    expect([...actionDescriptions.keys()].sort()).toEqual(declared.sort());
    for (const text of actionDescriptions.values()) expect(text.trim()).not.toBe('');
    expect(renderCatalogue()).toContain('| The customer submitted the login form |');
  });

  it('names the sensitive fields and the listeners', () => {
    const doc = renderCatalogue();
    expect(doc).toMatch(/\| `auth\/credentialsSubmitted` \| command \| .* \| `password` \|/);
    expect(doc).toMatch(/\| `auth\/signedOut` \| event \|.*`src\/auth\/slice\.ts`/);
    expect(doc).toMatch(/\| `auth\/signInRequested` \|.*`sagas\/auth\.ts`/);
  });

  it('names a saga that takes an action through a pattern another saga module exports', () => {
    // Life quoting takes quoting's referral requests through quoting's isReferralOf('life'), never naming the action.
    expect(renderCatalogue()).toMatch(/\| `quoting\/referralRequested` \|.*\| `sagas\/lifeQuoting\.ts`, `sagas\/quoting\.ts` \|/);
  });
});
