import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers, type Action } from 'redux';
import { OfferSlot } from '../../src/offers/OfferSlot';
import { offersActions } from '../../src/offers/catalogue';
import { offersReducer } from '../../src/offers/slice';
import type { Offer } from '../../src/contract/offers';
import { offerMessages, screenReaderMessages } from '../../src/validation/messages';
import { recordDispatched } from '../support/dispatched';

const offer = (over: Partial<Offer>): Offer => ({
  slot: 'accountBanner',
  kind: 'accountPaperless',
  offerType: 'banner',
  experienceGroup: 'A',
  eventToken: 'b'.repeat(32),
  action: { type: 'setJson', content: { heading: 'Go paperless', body: 'Email, not mail.', actionLabel: 'See', actionRoute: 'documents' } },
  ...over,
});

function renderSlots(offers: Offer[]) {
  const { middleware: record, dispatched: seen } = recordDispatched();
  const store = configureStore({
    reducer: combineReducers({ offers: offersReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(record),
  });
  render(
    <Provider store={store}>
      <MemoryRouter>
        <button type="button">Before</button>
        <OfferSlot slot="accountBanner" />
        <OfferSlot slot="accountModal" />
      </MemoryRouter>
    </Provider>,
  );
  act(() => void store.dispatch(offersActions.offersLoaded({ offers })));
  return { store, seen };
}

const typesOf = (seen: Action[]) => seen.map((a) => a.type);

describe('offer slots', () => {
  it('shows a banner, records its view and click, and a dismissed banner stays dismissed', async () => {
    const { store, seen } = renderSlots([offer({})]);
    const banner = (await screen.findByRole('heading', { name: 'Go paperless' })).closest('.alert-banner') as HTMLElement;
    expect(typesOf(seen)).toContain(offersActions.offerViewed.type);
    fireEvent.click(within(banner).getByRole('button', { name: 'See' }));
    expect(typesOf(seen)).toContain(offersActions.offerClicked.type);
    fireEvent.click(within(banner).getByRole('button', { name: screenReaderMessages.closeAlert }));
    expect(typesOf(seen)).toContain(offersActions.dismissRequested.type);
    expect(screen.queryByRole('heading', { name: 'Go paperless' })).toBeNull();
    act(() => void store.dispatch(offersActions.offersLoaded({ offers: [offer({})] })));
    expect(screen.queryByRole('heading', { name: 'Go paperless' })).toBeNull();
  });

  it('shows a modal that keeps focus inside and gives it back when it closes', async () => {
    const { store } = renderSlots([]);
    act(
      () =>
        void store.dispatch(
          offersActions.offersLoaded({ offers: [offer({ slot: 'accountModal', kind: 'crossSell', offerType: 'modal' })] }),
        ),
    );
    const learnMore = await screen.findByRole('button', { name: offerMessages.learnMore });
    learnMore.focus();
    fireEvent.click(learnMore);
    const dialog = await screen.findByRole('dialog', { name: 'Go paperless' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    const noThanks = within(dialog).getByRole('button', { name: offerMessages.noThanks });
    // jsdom lays nothing out: every control counts as shown.
    jest.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    noThanks.focus();
    fireEvent.keyDown(noThanks, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'See' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(learnMore);
    // Closed without a choice, the offer stays on the page.
    expect(screen.getByRole('heading', { name: 'Go paperless', level: 2 })).toBeInTheDocument();
  });

  it("leads a modal offer's Get a quote to the quoting application, recording the click", async () => {
    const termLife = offer({
      slot: 'accountModal',
      kind: 'termLife',
      offerType: 'modal',
      action: {
        type: 'setJson',
        content: {
          heading: 'Protect the people who count on you',
          body: 'Term life.',
          actionLabel: 'Get a quote',
          actionRoute: 'lifeQuote',
        },
      },
    });
    const { seen } = renderSlots([termLife]);
    fireEvent.click(await screen.findByRole('button', { name: offerMessages.learnMore }));
    const quote = within(screen.getByRole('dialog')).getByRole('link', { name: 'Get a quote' });
    expect(quote).toHaveAttribute('href', '/customers/quoting/life');
    fireEvent.click(quote);
    expect(typesOf(seen)).toContain(offersActions.offerClicked.type);
  });
});
