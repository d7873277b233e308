import { recordingNotice, recordingNoticeHeading } from '../validation/messages';

/**
 * The privacy notice that visits are recorded: one wording (validation/messages), shown in the footer of every
 * page whose visit is recorded (the portal and the quoting application, signed in or not).
 */
export function RecordingNotice() {
  return (
    <section className="recording-notice" aria-labelledby="recording-notice-heading">
      <h2 id="recording-notice-heading" className="site-footer__heading">
        {recordingNoticeHeading}
      </h2>
      <p className="recording-notice__text">{recordingNotice}</p>
    </section>
  );
}
