import { contactHours } from '../../../config/product';
import { describeHours, isOpenNow, type ContactLine } from '../../validation/contactHours';
import { classes } from '../fields/FieldShell';

export interface ContactHoursListProps {
  /** The instant to judge 'Open now' against; pass the app clock's time for replay. */
  now?: Date;
  /** Lines to list, default all of section 9. */
  lines?: readonly ContactLine[];
  className?: string;
}

/** Contact hours of section 9 in ET, each line with whether it is open now. */
export function ContactHoursList({ now = new Date(), lines = Object.keys(contactHours), className }: ContactHoursListProps) {
  return (
    <dl className={classes('contact-hours', className)}>
      {lines.map((line) => {
        const open = isOpenNow(line, now);
        return (
          <div className="contact-hours__line" key={line}>
            <dt className="contact-hours__name">
              {contactHours[line]?.label}
              <span className={`contact-hours__status contact-hours__status--${open ? 'open' : 'closed'}`}>
                {open ? 'Open now' : 'Closed now'}
              </span>
            </dt>
            {describeHours(line).map((h) => (
              <dd className="contact-hours__hours" key={h.days}>
                {h.days}: {h.hours}
              </dd>
            ))}
          </div>
        );
      })}
    </dl>
  );
}
