import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { AlertBanner, Button, CheckboxField, Form, Loading } from '../../ui';
import type { PaperlessAccount } from '../../contract/profile';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { profileRoutes } from '../../shared/routes';
import { ChangeNotice, ProfileHeading, useChange } from '../changes';
import { selectProfileField } from '../selectors';

const r = profileRoutes;
const paperlessForm = declareForm('profilePaperless', []);
const onOff = (on: boolean) => (on ? 'On' : 'Off');

interface PaperlessValues {
  eBill?: boolean;
  ePolicy?: boolean;
}

/** E-bill and e-policy of one account (or of every life account). */
function EditPaperless({
  quadrantName,
  accountNumber,
  current,
}: {
  quadrantName: string;
  accountNumber: string;
  current: PaperlessAccount;
}) {
  const change = useChange('paperless');
  const formLog = useFormLog(paperlessForm);
  return (
    <Form<PaperlessValues>
      idPrefix="profile-paperless"
      initialValues={{ eBill: current.eBill, ePolicy: current.ePolicy }}
      serverError={change.serverError}
      onSubmit={(v) =>
        change.submit({ kind: 'paperless', quadrantName, accountNumber, eBill: v.eBill === true, ePolicy: v.ePolicy === true })
      }
      {...formLog}
    >
      <CheckboxField name="eBill" label="E-bill: email me when a bill is ready instead of mailing it" />
      <CheckboxField name="ePolicy" label="E-policy: email me when policy documents are ready instead of mailing them" />
      <div className="profile-actions">
        <Button type="submit" processing={change.busy}>
          Save paperless preferences
        </Button>
        <Link to={r.profilePaperless.to({})}>Cancel</Link>
      </div>
    </Form>
  );
}

function AccountList({ accounts }: { accounts: readonly PaperlessAccount[] }) {
  const mutual = accounts.filter((a) => a.quadrantName === 'mutual');
  const life = accounts.filter((a) => a.quadrantName === 'life');
  return (
    <ul className="profile-cards">
      {mutual.map((a) => (
        <li key={a.accountNumber} className="profile-card">
          <h2>Account {a.accountNumber}</h2>
          <p>
            E-bill: {onOff(a.eBill)}
            <br />
            E-policy: {onOff(a.ePolicy)}
          </p>
          <Link to={r.profilePaperlessAccount.to({ quadrantName: a.quadrantName, accountNumber: a.accountNumber })}>
            Edit paperless for account {a.accountNumber}
          </Link>
        </li>
      ))}
      {life.length > 0 && (
        <li className="profile-card">
          <h2>Life insurance</h2>
          <p>
            E-bill: {onOff(life.every((a) => a.eBill))}
            <br />
            E-policy: {onOff(life.every((a) => a.ePolicy))}
          </p>
          <Link to={r.profilePaperlessLife.to({})}>Edit paperless for life insurance</Link>
        </li>
      )}
    </ul>
  );
}

/** Paperless preferences: e-bill and e-policy per account, and for life insurance. */
export default function PaperlessPage() {
  const { pathname } = useLocation();
  const accounts = useSelector(selectProfileField('paperless'));
  const recordsError = useSelector(selectProfileField('recordsError'));
  const account = r.profilePaperlessAccount.match(pathname);
  const life = r.profilePaperlessLife.match(pathname) !== null;
  const view = account ? `${account.quadrantName}/${account.accountNumber}` : life ? 'life' : 'list';
  const editing = account
    ? accounts?.find((a) => a.quadrantName === account.quadrantName && a.accountNumber === account.accountNumber)
    : life
      ? accounts?.find((a) => a.quadrantName === 'life')
      : undefined;
  const heading = account
    ? `Paperless for account ${account.accountNumber}`
    : life
      ? 'Paperless for life insurance'
      : 'Paperless preferences';
  return (
    <div className="profile" key={view}>
      <ProfileHeading>{heading}</ProfileHeading>
      <ChangeNotice />
      {recordsError && <AlertBanner type="error" heading="We couldn't load your paperless preferences" subtext={recordsError} />}
      {accounts === null && !recordsError && <Loading label="Loading your paperless preferences" />}
      {accounts &&
        view === 'list' &&
        (accounts.length === 0 ? <p>You have no billing accounts yet.</p> : <AccountList accounts={accounts} />)}
      {accounts && view !== 'list' && !editing && <p>We could not find that account.</p>}
      {editing && <EditPaperless quadrantName={editing.quadrantName} accountNumber={account?.accountNumber ?? 'life'} current={editing} />}
    </div>
  );
}
