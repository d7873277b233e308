import { render, screen } from '@testing-library/react';
import { PageErrorBoundary } from '../../src/app/PageErrorBoundary';

// The support console's frame moves from step to step by state alone: its store ignores what the screens dispatch, so
// the page error a screen reports never reaches `failed`. An error caught on one page must not stay on the next.

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error('drawn before its slice joined');
  return <h1>Check your claim</h1>;
}

const boundary = (address: string, broken: boolean) => (
  <PageErrorBoundary onError={() => undefined} failed={false} fallback={<p>We are sorry</p>} address={address}>
    <Page broken={broken} />
  </PageErrorBoundary>
);

describe('the page error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('draws the next page after an error caught on another one', () => {
    const { rerender } = render(boundary('/', true));
    screen.getByText('We are sorry');
    rerender(boundary('/claims/fnol/review', false));
    screen.getByRole('heading', { name: 'Check your claim' });
  });

  it('keeps the error on the page that failed until the store clears it', () => {
    const { rerender } = render(boundary('/claims', true));
    rerender(boundary('/claims', false));
    screen.getByText('We are sorry');
  });
});
