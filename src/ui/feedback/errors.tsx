// The error catalogue of spec section 8 as ready components, texts from validation/messages.
import type { ReactNode } from 'react';
import { contactPhone as defaultContactPhone, phones } from '../../../config/product';
import { errorCatalogue, quoteCallToContinueTemplate, unsupportedBrowserMessages } from '../../validation/messages';
import { Heading, type HeadingLevel } from '../Heading';
import { AlertBanner } from './AlertBanner';
import { Button } from './Button';

interface CatalogueProps {
  headingLevel?: HeadingLevel;
  /** The phone in '{contactPhone}', default the general line. */
  contactPhone?: string;
}

/** A phone number as a tel: link. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="phone-link" href={`tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`}>
      {phone}
    </a>
  );
}

export interface PageErrorProps extends CatalogueProps {
  /** A script chunk failed to load: offer a refresh (not in mobile-app mode). */
  chunkFailed?: boolean;
  mobileApp?: boolean;
  onRefresh: () => void;
}

/** The whole-page error shown by the error boundary. */
export function PageError({ chunkFailed, mobileApp, onRefresh, headingLevel = 1, contactPhone = defaultContactPhone }: PageErrorProps) {
  const offerRefresh = chunkFailed && !mobileApp;
  return (
    <div className="page-error">
      <Heading level={headingLevel} className="page-error__heading">
        {errorCatalogue.page.heading}
      </Heading>
      {offerRefresh && (
        <>
          <p className="page-error__text">{errorCatalogue.page.chunkFailed(contactPhone)}</p>
          <Button variant="primary" onClick={onRefresh}>
            {errorCatalogue.page.refreshButton}
          </Button>
        </>
      )}
    </div>
  );
}

const errorBanner = (heading: ReactNode, subtext: ReactNode, headingLevel: HeadingLevel = 2) => (
  <AlertBanner type="error" heading={heading} subtext={subtext} headingLevel={headingLevel} />
);

/** A change could not be submitted for a technical reason. */
export const TechnicalSubmissionError = ({ headingLevel, contactPhone }: CatalogueProps) =>
  errorBanner(errorCatalogue.technicalProblem, errorCatalogue.technicalSubmission(contactPhone), headingLevel);

export const SystemError = ({ headingLevel, contactPhone }: CatalogueProps) =>
  errorBanner(errorCatalogue.system.heading, errorCatalogue.system.body(contactPhone), headingLevel);

export const GeneralApiError = ({ headingLevel }: CatalogueProps) =>
  errorBanner(errorCatalogue.generalApi.heading, errorCatalogue.generalApi.body, headingLevel);

/** The party (customer information) did not load; the mobile-app variant asks to reopen the app. */
export const PartyLoadError = ({ headingLevel, mobileApp }: CatalogueProps & { mobileApp?: boolean }) =>
  mobileApp
    ? errorBanner(errorCatalogue.partyLoad.mobileHeading, errorCatalogue.partyLoad.mobileBody, headingLevel)
    : errorBanner(errorCatalogue.partyLoad.heading, errorCatalogue.partyLoad.body, headingLevel);

export const BillingPaymentError = ({ headingLevel, contactPhone }: CatalogueProps) =>
  errorBanner(errorCatalogue.billingPayment.heading, errorCatalogue.billingPayment.body(contactPhone), headingLevel);

/**
 * 'This code is invalid' beside a security-code field. In a Form, prefer returning
 * `{ securityCode: errorCatalogue.invalidMfaCode }` from onSubmit so the field and banner show it.
 */
export function InvalidMfaCode() {
  return (
    <p className="field__error" role="alert">
      <span className="field__error-icon" aria-hidden="true" />
      {errorCatalogue.invalidMfaCode}
    </p>
  );
}

/** A quote knocked out to a phone call, with the number as a tel: link. */
export function QuoteCallToContinue({ phone = phones.quoteAndBindHelp }: { phone?: string }) {
  const [before, after] = quoteCallToContinueTemplate.split('{phoneLink}');
  return (
    <p className="quote-call-to-continue">
      {before}
      <PhoneLink phone={phone} />
      {after}
    </p>
  );
}

/** Info banner for an unsupported browser or iOS version (section 5). */
export function UnsupportedBrowserBanner({
  ios,
  dismissed,
  onDismiss,
  headingLevel,
}: {
  ios?: boolean;
  dismissed?: boolean;
  onDismiss?: () => void;
  headingLevel?: HeadingLevel;
}) {
  const m = unsupportedBrowserMessages;
  return (
    <AlertBanner
      type="info"
      dismissable
      dismissed={dismissed}
      onDismiss={onDismiss}
      headingLevel={headingLevel}
      heading={ios ? m.iosHeading : m.heading}
      subtext={ios ? m.iosBody : m.body}
    />
  );
}
