import NodeEnvironment from 'jest-environment-node';
import type { Circus } from '@jest/types';

/**
 * Node's environment, telling a journey when it must end (its own timeout, or the default): the accessibility
 * watcher opens hurried-past screens again only while the journey has time for it (support/accessibility.ts).
 */
export default class JourneyEnvironment extends NodeEnvironment {
  handleTestEvent(event: Circus.Event, state: Circus.State): void {
    if (event.name === 'test_fn_start') this.global.journeyEndsAt = Date.now() + (event.test.timeout ?? state.testTimeout);
    if (event.name === 'test_fn_success' || event.name === 'test_fn_failure') this.global.journeyEndsAt = undefined;
  }
}
