import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { contactPhone } from '../../config/product';
import { AlertBanner } from '../../src/ui/feedback/AlertBanner';
import { Button } from '../../src/ui/feedback/Button';
import {
  BillingPaymentError,
  GeneralApiError,
  InvalidMfaCode,
  PageError,
  PartyLoadError,
  QuoteCallToContinue,
  SystemError,
  TechnicalSubmissionError,
  UnsupportedBrowserBanner,
} from '../../src/ui/feedback/errors';
import { ProgressBar, StepIndicator } from '../../src/ui/feedback/Progress';
import { errorCatalogue } from '../../src/validation/messages';

describe('Button', () => {
  it('announces loading, then loading complete, in a polite live region', () => {
    const { rerender } = render(<Button processing={false}>Pay</Button>);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    rerender(<Button processing>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(status).toHaveTextContent(/^loading$/);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveClass('button--processing');

    rerender(<Button processing={false}>Pay</Button>);
    expect(status).toHaveTextContent(/^loading complete$/);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('ignores clicks while processing but stays focusable', async () => {
    const onClick = jest.fn();
    render(
      <Button processing onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('shows a toggle state with aria-pressed only when selected is given', () => {
    render(
      <>
        <Button selected>Monthly</Button>
        <Button selected={false}>Annual</Button>
        <Button variant="secondary">Plain</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Plain' })).not.toHaveAttribute('aria-pressed');
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveClass('button', 'button--secondary');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is a plain button by default, never an accidental submit', () => {
    render(<Button disabled>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('AlertBanner', () => {
  it('hides itself once dismissed with the Close Alert button', async () => {
    const onDismiss = jest.fn();
    render(<AlertBanner type="info" heading="Go paperless" subtext="Save time." dismissable onDismiss={onDismiss} />);
    expect(screen.getByRole('status', { name: 'Go paperless' })).toHaveTextContent('Save time.');
    await userEvent.click(screen.getByRole('button', { name: 'Close Alert' }));
    expect(screen.queryByText('Go paperless')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('follows a dismissed flag kept by the parent (a store)', async () => {
    function Parent() {
      const [dismissed, setDismissed] = useState(false);
      return (
        <>
          <AlertBanner type="success" heading="Saved" dismissable dismissed={dismissed} onDismiss={() => setDismissed(true)} />
          <button type="button" onClick={() => setDismissed(false)}>
            Reset
          </button>
        </>
      );
    }
    render(<Parent />);
    await userEvent.click(screen.getByRole('button', { name: 'Close Alert' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('uses role alert for errors, has no close button unless dismissable, and runs its action', async () => {
    const onClick = jest.fn();
    render(<AlertBanner type="error" heading="Payment failed" headingLevel={3} action={{ label: 'Try again', onClick }} />);
    expect(screen.getByRole('alert', { name: 'Payment failed' })).toHaveClass('alert-banner--error');
    expect(screen.getByRole('heading', { level: 3, name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Alert' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onClick).toHaveBeenCalled();
  });

  it.each(['info', 'search', 'error', 'success'] as const)('renders the %s type', (type) => {
    render(<AlertBanner type={type} heading={`A ${type} banner`} />);
    expect(screen.getByText(`A ${type} banner`).closest('.alert-banner')).toHaveClass(`alert-banner--${type}`);
  });
});

describe('PageError', () => {
  it('offers a refresh after a chunk failed to load', async () => {
    const onRefresh = jest.fn();
    render(<PageError chunkFailed onRefresh={onRefresh} />);
    expect(screen.getByRole('heading', { level: 1, name: "We're sorry, something went wrong." })).toBeInTheDocument();
    expect(screen.getByText(`Please refresh to try again or contact us at ${contactPhone} for further assistance.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['any other failure', { chunkFailed: false }],
    ['a chunk failure in the mobile app', { chunkFailed: true, mobileApp: true }],
  ])('shows only the heading for %s', (_case, props) => {
    render(<PageError {...props} onRefresh={jest.fn()} />);
    expect(screen.getByRole('heading', { name: "We're sorry, something went wrong." })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Please refresh to try again/)).not.toBeInTheDocument();
  });
});

describe('error catalogue components', () => {
  it.each([
    ['TechnicalSubmissionError', <TechnicalSubmissionError />, errorCatalogue.technicalProblem, errorCatalogue.technicalSubmission()],
    ['SystemError', <SystemError />, errorCatalogue.system.heading, `Please call us at ${contactPhone} for assistance.`],
    ['GeneralApiError', <GeneralApiError />, errorCatalogue.generalApi.heading, errorCatalogue.generalApi.body],
    [
      'PartyLoadError',
      <PartyLoadError />,
      'Error loading your information',
      'We were unable to retrieve your account information. Please refresh the page.',
    ],
    ['PartyLoadError mobile', <PartyLoadError mobileApp />, 'Loading Error', errorCatalogue.partyLoad.mobileBody],
    ['BillingPaymentError', <BillingPaymentError />, errorCatalogue.billingPayment.heading, errorCatalogue.billingPayment.body()],
  ])('%s', (_name, element, heading, body) => {
    render(element);
    expect(screen.getByRole('alert', { name: heading })).toHaveTextContent(body);
  });

  it('shows the invalid code message', () => {
    render(<InvalidMfaCode />);
    expect(screen.getByRole('alert')).toHaveTextContent('This code is invalid');
  });

  it('links the quote call-to-continue phone with tel:', () => {
    render(<QuoteCallToContinue phone="1-800-555-0106" />);
    expect(screen.getByRole('link', { name: '1-800-555-0106' })).toHaveAttribute('href', 'tel:+18005550106');
    expect(screen.getByText(/Based on the information you provided/)).toHaveTextContent(
      errorCatalogue.quoteCallToContinue('1-800-555-0106'),
    );
  });

  it('tells iOS users where to update', () => {
    render(<UnsupportedBrowserBanner ios />);
    expect(screen.getByRole('status')).toHaveTextContent('Settings > General > Software Update');
  });
});

describe('StepIndicator', () => {
  it('says Step 3 of 5 and marks steps for screen readers', () => {
    render(<StepIndicator steps={['Policy', 'Incident', 'Location', 'Contact', 'Review']} current={3} />);
    expect(screen.getByText(/^Step 3 of 5/)).toHaveTextContent('Step 3 of 5: Location');
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Policy completed',
      'Incident completed',
      'Location',
      'Contact not completed',
      'Review not completed',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((i) => i.hasAttribute('aria-current'))).toHaveLength(1);
  });
});

describe('ProgressBar', () => {
  it('exposes its value to assistive technology', () => {
    render(<ProgressBar label="Uploading photo.jpg" value={44.6} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.jpg' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('clamps out-of-range values', () => {
    render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
