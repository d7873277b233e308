import { useSelector } from 'react-redux';
import { AlertBanner, Button, CheckboxField, Form, Loading } from '../../ui';
import { selectFlag } from '../../flags/selectors';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { profileMessages } from '../../validation/messages';
import { boardOfDirectorsUrl } from '../../../config/product';
import { ChangeNotice, ProfileHeading, useChange } from '../changes';
import { selectProfileField } from '../selectors';

const eproxyForm = declareForm('profileEproxy', []);

/** Electronic proxy voting: the consent of a mutual member, and the board of directors (EnableBoardOfDirectorsLink). */
export default function EproxyPage() {
  const eproxy = useSelector(selectProfileField('eproxy'));
  const recordsError = useSelector(selectProfileField('recordsError'));
  const boardLink = useSelector(selectFlag('EnableBoardOfDirectorsLink'));
  const change = useChange('eproxy');
  const formLog = useFormLog(eproxyForm);
  return (
    <div className="profile">
      <ProfileHeading>Electronic proxy voting</ProfileHeading>
      <ChangeNotice />
      {boardLink && (
        <p>
          <a href={boardOfDirectorsUrl}>Meet our board of directors</a>
        </p>
      )}
      {recordsError && <AlertBanner type="error" heading="We couldn't load your voting choice" subtext={recordsError} />}
      {eproxy === null && !recordsError && <Loading label="Loading your voting choice" />}
      {/* Membership comes with a mutual policy, not a life policy alone: the page says only what holds for this customer. */}
      {eproxy && !eproxy.eligible && <p>{profileMessages.eproxyNotMember}</p>}
      {eproxy?.eligible && <p>{profileMessages.eproxyMember}</p>}
      {eproxy?.eligible && (
        <Form<{ consented?: boolean }>
          idPrefix="profile-eproxy"
          initialValues={{ consented: eproxy.consented }}
          serverError={change.serverError}
          onSubmit={(v) => change.submit({ kind: 'eproxy', consented: v.consented === true })}
          {...formLog}
        >
          <CheckboxField name="consented" label={profileMessages.eproxyConsent} />
          <Button type="submit" processing={change.busy}>
            Save voting choice
          </Button>
        </Form>
      )}
    </div>
  );
}
