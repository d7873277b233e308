import { select } from 'redux-saga/effects';
import { selectFlag } from '../src/flags/selectors';
import type { FnolFlags } from '../src/shared/claimFiling';

/** The flags that shape a claim's questions, signed in or not: glass vendor questions and text notifications. */
export function* fnolFlags() {
  const glassQuestions: boolean = yield select(selectFlag('AutoGlassVendorFNOL'));
  const textNotification: boolean = yield select(selectFlag('FNOLTextNotification'));
  const flags: FnolFlags = { glassQuestions, textNotification };
  return flags;
}
