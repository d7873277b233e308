import { Link } from 'react-router-dom';
import { supportedBrowsers } from '../../../config/product';
import { PageHeading } from '../../ui';
import { shellRoutes } from '../../shared/routes';

export default function UnsupportedBrowserPage() {
  return (
    <div className="login">
      <PageHeading>Unsupported browser</PageHeading>
      <p>The portal works best in an up-to-date browser. On an older browser, some pages may not work as they should.</p>
      <h2>Supported browsers</h2>
      <ul>
        <li>Google Chrome {supportedBrowsers.chrome} or later</li>
        <li>Microsoft Edge {supportedBrowsers.edge} or later</li>
        <li>Mozilla Firefox {supportedBrowsers.firefox} or later</li>
        <li>
          Apple Safari {supportedBrowsers.safari} or later (on iPhone and iPad: update via Settings &gt; General &gt; Software Update)
        </li>
        <li>The in-app browsers of Facebook and Instagram, any version</li>
      </ul>
      <p>
        <Link to={shellRoutes.login.to({})}>Continue to log in</Link>
      </p>
    </div>
  );
}
