import { useCallback, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, PageHeading, type ServerError } from '../ui';
import { profileMessages } from '../validation/messages';
import { profileRoutes } from '../shared/routes';
import { profileActions, type ChangeKind, type ProfileChange } from './catalogue';
import { selectChange, selectNoticeKind } from './selectors';
import '../policies/policies.scss';
import './profile.scss';

type Saved = keyof typeof profileMessages.saved;

/** The confirmation of each kind of change, in the profile's words. */
const confirmations: Partial<Record<ChangeKind, Saved>> = {
  password: 'password',
  email: 'email',
  phone: 'phone',
  removeEmail: 'emailRemoved',
  primaryEmail: 'primaryEmail',
  removePhone: 'phoneRemoved',
  primaryPhone: 'primaryPhone',
  mailingAddress: 'mailingAddress',
  lifeAddress: 'lifeAddress',
  paperless: 'paperless',
  textingCode: 'texting',
  textingGroups: 'textingGroups',
  stopTexting: 'textingStopped',
  eproxy: 'eproxy',
  confirmFactor: 'factorAdded',
  removeFactor: 'removed',
  defaultFactor: 'defaultMethod',
  addPasskey: 'passkeyAdded',
  renamePasskey: 'passkeyRenamed',
  removePasskey: 'passkeyRemoved',
};

/**
 * One form's change: whether it is being sent, the gateway's refusal (about a field when `field` names it, kept
 * until that field changes; the whole form otherwise), and how to send it.
 */
export function useChange(kind: ChangeKind, field: string | null = null) {
  const dispatch = useDispatch();
  const state = useSelector(selectChange(kind));
  const submit = useCallback((change: ProfileChange) => dispatch(profileActions.changeRequested({ change })), [dispatch]);
  const dismiss = useCallback(() => dispatch(profileActions.changeDismissed({ kind })), [dispatch, kind]);
  // A refused step-up proof shows at the proof's own field: everything else the customer typed stays as it was.
  const atField = state.error !== null && proofRefusals.includes(state.error) ? proofFieldName : field;
  const serverError: ServerError | null = state.error
    ? { heading: "We couldn't save your change", message: state.error, field: atField }
    : null;
  return { ...state, serverError, submit, dismiss };
}

const proofFieldName = 'currentPassword';
const proofRefusals: readonly string[] = [profileMessages.stepUp.proofWrong, profileMessages.stepUp.required];

export { ProofField, proofRule } from '../ui/fields/ProofField';

/** The confirmation of the change that led here (a success banner, announced). */
export function ChangeNotice() {
  const kind = useSelector(selectNoticeKind) as ChangeKind | null;
  if (kind === null) return null;
  const saved = confirmations[kind];
  if (!saved) return null;
  return <AlertBanner type="success" heading="Saved" subtext={profileMessages.saved[saved]} />;
}

const sections = [
  { route: profileRoutes.profileContactInformation, label: 'Contact information' },
  { route: profileRoutes.profilePaperless, label: 'Paperless' },
  { route: profileRoutes.profileNotifications, label: 'Notifications' },
  { route: profileRoutes.profileSecurity, label: 'Security' },
  { route: profileRoutes.profileEproxy, label: 'E-proxy' },
] as const;

/** The profile's sections, on every profile page. */
export function ProfileSections() {
  return (
    <nav aria-label="Profile sections">
      <ul className="sub-nav">
        <li>
          <NavLink exact to={profileRoutes.profile.to({})}>
            Overview
          </NavLink>
        </li>
        {sections.map((s) => (
          <li key={s.route.key}>
            <NavLink to={s.route.to({})}>{s.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A profile page's heading, with the sections under it. */
export function ProfileHeading({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeading>{children}</PageHeading>
      <ProfileSections />
    </>
  );
}
