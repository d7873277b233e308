import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import GuestClaimPage from '../../src/guestClaims/screens/GuestClaimPage';
import { guestClaimsActions } from '../../src/guestClaims/catalogue';
import { guestClaimsReducer } from '../../src/guestClaims/slice';
import { formsReducer } from '../../src/forms/slice';
import { flagsReducer } from '../../src/flags/slice';
import { identifierExamples, paymentMessages } from '../../src/validation/messages';
import {
  accountNumberPattern,
  claimFileNumberPattern,
  lifePolicyNumberPattern,
  mutualPolicyNumberPattern,
} from '../../src/contract/identifiers';

// A guest looking up a policy is shown the format of the number, never a real customer's number.

/** Every text of the demo data the gateway seeds (server/db), to look for a sample number in it. */
const seedText = (() => {
  const root = path.join(__dirname, '../../server/db');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|sql|json)$/.test(f));
  return files.map((f) => readFileSync(path.join(root, f), 'utf8')).join('\n');
})();
const seededPolicies = [...new Set(seedText.match(/\b[A-Z0-9]{6}-\d{4}\b|\bL-\d{9}\b/g) ?? [])];

function renderPolicyDetails(line: 'auto' | 'life') {
  const store = configureStore({
    reducer: combineReducers({ guestClaims: guestClaimsReducer, forms: formsReducer, flags: flagsReducer }),
    middleware: (defaults) => defaults({ serializableCheck: false }),
  });
  store.dispatch(
    guestClaimsActions.guestFnolAnswersKept({ answers: { line, filer: line === 'life' ? 'beneficiary' : 'policyholder' }, answered: [] }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/claims/fnol/prelogin/policy-details']}>
        <Route path="/claims/fnol/prelogin/:step">
          <GuestClaimPage />
        </Route>
      </MemoryRouter>
    </Provider>,
  );
}

describe('the identifier hints of the guest look-ups', () => {
  it('are samples of the formats of spec section 3 that no demo customer has', () => {
    expect(identifierExamples.mutualPolicy).toMatch(mutualPolicyNumberPattern);
    expect(identifierExamples.lifePolicy).toMatch(lifePolicyNumberPattern);
    expect(identifierExamples.account).toMatch(accountNumberPattern);
    expect(identifierExamples.claimFile).toMatch(claimFileNumberPattern);
    expect(seededPolicies.length).toBeGreaterThan(3);
    for (const sample of Object.values(identifierExamples)) expect(seedText).not.toContain(sample);
    expect(paymentMessages.guestAccountNumber).toContain(identifierExamples.account);
  });

  it.each([
    ['auto', identifierExamples.mutualPolicy],
    ['life', identifierExamples.lifePolicy],
  ] as const)("shows a sample %s policy number when a guest reports a claim, never a demo customer's", async (line, sample) => {
    renderPolicyDetails(line);
    const hint = (await screen.findByLabelText('Policy number')).getAttribute('aria-describedby');
    const text = document.getElementById(hint ?? '')?.textContent ?? '';
    expect(text).toBe(`For example ${sample}`);
    for (const policy of seededPolicies) expect(text).not.toContain(policy);
  });
});
