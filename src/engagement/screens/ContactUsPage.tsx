import { useSelector } from 'react-redux';
import { contactLines } from '../../../config/product';
import { Loading, PageHeading, PhoneLink } from '../../ui';
import { describeHours, isOpenNow } from '../../validation/contactHours';
import { engagementMessages } from '../../validation/messages';
import { selectEngagementField } from '../selectors';
import '../engagement.scss';

type ContactLine = (typeof contactLines)[number];

function LineCard({ line, now }: { line: ContactLine; now: Date }) {
  const open = isOpenNow(line.hours, now);
  return (
    <li className="contact-line">
      <h2 className="contact-line__name">{line.label}</h2>
      <p className="contact-line__phone">
        <PhoneLink phone={line.phone} />
      </p>
      <p className={`contact-line__status contact-line__status--${open ? 'open' : 'closed'}`}>
        {open ? engagementMessages.openNow : engagementMessages.closedNow}
      </p>
      <ul className="contact-line__hours">
        {describeHours(line.hours).map((h) => (
          <li key={h.days}>
            {h.days}: {h.hours}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Contact us (an outside page): every phone line, its hours in ET and whether it is open at the clock's instant. */
export default function ContactUsPage() {
  const clock = useSelector(selectEngagementField('contactClock'));
  return (
    <div className="contact-us">
      <PageHeading>Contact us</PageHeading>
      <p>{engagementMessages.contactIntro}</p>
      {clock === null ? (
        <Loading />
      ) : (
        <ul className="contact-us__lines">
          {contactLines.map((line) => (
            <LineCard key={line.line} line={line} now={new Date(clock)} />
          ))}
        </ul>
      )}
    </div>
  );
}
