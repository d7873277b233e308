import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Form, GeneralApiError, SelectField, Loading, PolicyNumber } from '../ui';
import { formatIsoDate } from '../shared/format';
import type { IdCard } from '../contract/idCards';
import { DocumentLinks } from '../documents/DocumentList';
import { selectDocumentLinks } from '../documents/selectors';
import { walletPassIdOf } from '../contract/documents';
import { selectFlag } from '../flags/selectors';
import { declareForm } from '../forms/registry';
import { useFormLog } from '../forms/useFormLog';
import { selectParty } from '../profile/selectors';
import { required } from '../validation/validators';
import { idCardsActions } from './catalogue';
import { selectEmailDelivery, selectIdCards, selectMailDelivery } from './selectors';

const emailForm = declareForm('idCardsEmail', []);

/** 'Add to Apple Wallet' beside a card, while the AppleWallet flag is on and its pass link has arrived. */
function WalletPassLink({ cardId, vehicle }: { cardId: string; vehicle: string }) {
  const on = useSelector(selectFlag('AppleWallet'));
  const link = useSelector(selectDocumentLinks)[walletPassIdOf(cardId)];
  if (!on || !link) return null;
  return (
    <a
      className="id-card__wallet"
      href={`${link.url}&download=1`}
      download
      aria-label={`Add to Apple Wallet: the ID card for the ${vehicle}`}
    >
      Add to Apple Wallet
    </a>
  );
}

export function CardList({ cards }: { cards: readonly IdCard[] }) {
  return (
    <ul className="document-list">
      {cards.map((c) => (
        <li key={c.cardId}>
          <span>
            <strong>{c.vehicle}</strong>
            <br />
            <span className="document-list__meta">
              Policy <PolicyNumber>{c.policyNumber}</PolicyNumber> · VIN {c.vin} · {formatIsoDate(c.effectiveDate)} –{' '}
              {formatIsoDate(c.expirationDate)}
            </span>
          </span>
          <span className="id-card__links">
            <DocumentLinks documentId={c.cardId} title={`ID card for the ${c.vehicle}`} />
            <WalletPassLink cardId={c.cardId} vehicle={c.vehicle} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function EmailCards({ policyNumber }: { policyNumber: string }) {
  const dispatch = useDispatch();
  const party = useSelector(selectParty);
  const delivery = useSelector(selectEmailDelivery(policyNumber));
  const formLog = useFormLog(emailForm);
  const options = (party?.emails ?? []).map((e) => ({ value: e.address, label: e.address }));
  return (
    <section className="delivery__box" aria-labelledby={`email-${policyNumber}`}>
      <h2 id={`email-${policyNumber}`}>Email my ID cards</h2>
      {delivery.status === 'done' && (
        <AlertBanner
          type="success"
          headingLevel={3}
          heading="ID cards sent"
          subtext={`We emailed the ID cards for policy ${policyNumber} to ${delivery.done}.`}
        />
      )}
      {delivery.status === 'failed' && (
        <AlertBanner type="error" headingLevel={3} heading="We couldn't email your ID cards" subtext={delivery.message} />
      )}
      {options.length === 0 ? (
        <Loading label="Loading your email addresses" />
      ) : (
        <Form<{ email: string }>
          idPrefix={`email-${policyNumber}`}
          rules={{ email: required }}
          initialValues={{ email: options[0]?.value ?? '' }}
          bannerHeadingLevel={3}
          onSubmit={(values) => {
            dispatch(idCardsActions.emailRequested({ policyNumber, email: values.email }));
          }}
          {...formLog}
        >
          <SelectField name="email" label="Send to" options={options} />
          <Button type="submit" processing={delivery.status === 'sending'}>
            Email ID cards
          </Button>
        </Form>
      )}
    </section>
  );
}

function MailCards({ policyNumber }: { policyNumber: string }) {
  const dispatch = useDispatch();
  const delivery = useSelector(selectMailDelivery(policyNumber));
  const done = delivery.done;
  return (
    <section className="delivery__box" aria-labelledby={`mail-${policyNumber}`}>
      <h2 id={`mail-${policyNumber}`}>Mail my ID cards</h2>
      {done && (
        <AlertBanner
          type="success"
          headingLevel={3}
          heading="ID cards on their way"
          subtext={`We will mail the ID cards for policy ${policyNumber} to ${[done.line1, done.line2, `${done.city}, ${done.state} ${done.zip}`].filter(Boolean).join(', ')}. Allow 7 to 10 days.`}
        />
      )}
      {delivery.status === 'failed' && (
        <AlertBanner type="error" headingLevel={3} heading="We couldn't mail your ID cards" subtext={delivery.message} />
      )}
      <p>We mail printed cards to the mailing address on your account.</p>
      <Button
        variant="secondary"
        processing={delivery.status === 'sending'}
        onClick={() => dispatch(idCardsActions.mailRequested({ policyNumber }))}
      >
        Mail ID cards
      </Button>
    </section>
  );
}

/** The ID cards of one policy (with email and mail) or of all the party's policies ('all'). */
export function IdCardsPanel({ scope }: { scope: string }) {
  const list = useSelector(selectIdCards(scope));
  if (list.status === 'loading') return <Loading label="Loading your ID cards" />;
  if (list.status === 'failed') return <GeneralApiError />;
  if (list.cards.length === 0) return <p>You have no ID cards. ID cards are issued for auto and motorcycle policies in force.</p>;
  const policies = [...new Set(list.cards.map((c) => c.policyNumber))];
  return (
    <>
      <p>Open a card to view or print it, or download it to keep on your phone.</p>
      <CardList cards={list.cards} />
      {policies.map((policyNumber) => (
        <div key={policyNumber} className="delivery" role="group" aria-label={`Send the ID cards of policy ${policyNumber}`}>
          <EmailCards policyNumber={policyNumber} />
          <MailCards policyNumber={policyNumber} />
        </div>
      ))}
    </>
  );
}
