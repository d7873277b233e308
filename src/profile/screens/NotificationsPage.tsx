import { useLocation } from 'react-router-dom';
import { profileRoutes } from '../../shared/routes';
import { ChangeNotice, ProfileHeading } from '../changes';
import { TextingPreferences } from '../TextingPreferences';

const r = profileRoutes;

/** Notifications: the texting account (a confirmed mobile number) and the kinds of texts it gets. */
export default function NotificationsPage() {
  const { pathname } = useLocation();
  const enrolling = r.profileTextingEnroll.match(pathname) !== null;
  return (
    <div className="profile" key={enrolling ? 'enroll' : 'notifications'}>
      <ProfileHeading>{enrolling ? 'Enroll in text messages' : 'Notifications'}</ProfileHeading>
      <ChangeNotice />
      <TextingPreferences enrolling={enrolling} enrollTo={r.profileTextingEnroll.to({})} />
    </div>
  );
}
