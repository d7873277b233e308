import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { compose, type UnknownAction } from 'redux';
import type { createPortalStore as CreatePortalStore } from '../../src/app/store';
import { chatActions } from '../../src/chat/catalogue';
import { MASK, redactAction } from '../../src/bus/redact';
import { fakeServices } from '../support/fakeServices';
import '../../src/catalogues';

/**
 * The store as the Redux DevTools extension meets it: a page with the extension installed has its compose function on
 * the window, and Redux Toolkit reads it as it loads. What the store hands it is what the extension may do.
 */
function offeredToTheExtension(environment: 'production' | 'development'): DevToolsEnhancerOptions | null {
  let offered: DevToolsEnhancerOptions | null = null;
  const globals = globalThis as { window?: unknown };
  globals.window = {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: DevToolsEnhancerOptions) => {
      offered = options;
      return compose;
    },
  };
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = environment;
  try {
    jest.isolateModules(() => {
      // Its own registry of modules (Redux Toolkit reads the window as it loads): the catalogues, as every entry has them.
      jest.requireActual('../../src/catalogues');
      const { createPortalStore } = jest.requireActual<{ createPortalStore: typeof CreatePortalStore }>('../../src/app/store');
      createPortalStore({
        reducer: (state: { seen: number } = { seen: 0 }) => state,
        services: fakeServices(),
        rootSaga: function* quiet() {},
        logStorage: { read: () => [], write: () => undefined },
      });
    });
  } finally {
    process.env.NODE_ENV = before;
    delete globals.window;
  }
  return offered;
}

describe('the store and Redux DevTools', () => {
  it('offers the production store to the extension read-only: nothing the extension sends reaches it', () => {
    const offered = offeredToTheExtension('production');
    expect(offered).not.toBeNull();
    expect(offered!.features).toEqual({
      pause: true,
      export: true,
      lock: false,
      persist: false,
      import: false,
      jump: false,
      skip: false,
      reorder: false,
      dispatch: false,
      test: false,
    });
  });

  it('shows the extension actions with their sensitive values masked, as the action log keeps them', () => {
    for (const environment of ['production', 'development'] as const) {
      const offered = offeredToTheExtension(environment)!;
      const sent = chatActions.messageSubmitted({ text: 'my card is 4111 1111 1111 1111' }) as UnknownAction;
      const shown = offered.actionSanitizer!(sent, 0);
      expect(shown).toEqual(redactAction(sent));
      expect(JSON.stringify(shown)).not.toContain('4111 1111');
      expect(JSON.stringify(shown)).toContain(MASK);
    }
  });

  it('lets a development build drive the store from the extension', () => {
    expect(offeredToTheExtension('development')!.features).toBeUndefined();
  });
});
