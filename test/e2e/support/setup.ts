import { accessibilityFindings } from './accessibility';

jest.setTimeout(90_000);

// Every screen the journeys reach is checked with axe (support/accessibility.ts): a test fails on any violation
// found on the screens it reached.
afterEach(async () => {
  expect(await accessibilityFindings()).toEqual([]);
});
afterAll(async () => {
  expect(await accessibilityFindings()).toEqual([]);
});
