import { useSelector } from 'react-redux';
import { Route, Switch } from 'react-router-dom';
import { quotingRouteTable, type QuotingRouteKey } from '../shared/routes/quoting';
import { Shell } from './Shell';
import { selectQuotingField } from '../quoting/selectors';
import { selectLifeQuotingField } from '../lifeQuoting/selectors';
import { lazyScreen } from '../shell/chunks';
import { screenOf } from './RouteScreen';
import { mergeManifests, type ManifestRoute } from '../shell/manifest';
import { quotingManifest } from '../quoting/manifest';
import { lifeQuotingManifest } from '../lifeQuoting/manifest';
import { Loading } from '../ui';

/** Each quoting route's screen, from the areas' manifests (a route without one fails the type check). */
const screens: Record<QuotingRouteKey, ManifestRoute> = mergeManifests(quotingManifest, lifeQuotingManifest);
const NotFound = lazyScreen(() => import(/* webpackChunkName: "not-found" */ '../shell/NotFoundPage'));

/** The quoting application's screens in its shell (its own page, and support's replay frame for quoting sessions). */
export function QuotingScreens() {
  // After a reload the kept quote comes back first: its pages would otherwise send the prospect elsewhere.
  const resuming = useSelector(selectQuotingField('resuming'));
  const resumingLife = useSelector(selectLifeQuotingField('resuming'));
  return (
    <Shell chat={false}>
      {resuming || resumingLife ? (
        <Loading label="Loading your quote" />
      ) : (
        <Switch>
          {quotingRouteTable.map((r) => (
            <Route key={r.key} path={r.path} exact={r.exact} component={screenOf(screens[r.key as QuotingRouteKey].screen)} />
          ))}
          <Route component={NotFound} />
        </Switch>
      )}
    </Shell>
  );
}
