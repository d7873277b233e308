import { defineManifest, type LazyDomain } from '../shell/manifest';
import { selfServiceRoutes } from '../shared/routes';

const needs: LazyDomain[] = ['policies', 'selfService', 'documents'];

export const selfServiceManifest = /*#__PURE__*/ defineManifest(selfServiceRoutes, {
  selfService: { screen: () => import(/* webpackChunkName: "self-service" */ './screens/SelfServicePage'), needs },
  addVehicle: { screen: () => import(/* webpackChunkName: "add-vehicle" */ './screens/AddVehiclePage'), needs },
  editCoverage: { screen: () => import(/* webpackChunkName: "edit-coverage" */ './screens/EditCoveragePage'), needs },
  quoteDriver: { screen: () => import(/* webpackChunkName: "quote-driver" */ './screens/QuoteDriverPage'), needs },
  removeVehicle: { screen: () => import(/* webpackChunkName: "remove-vehicle" */ './screens/RemoveVehiclePage'), needs },
  editMortgagee: { screen: () => import(/* webpackChunkName: "edit-mortgagee" */ './screens/EditMortgageePage'), needs },
  updateLender: { screen: () => import(/* webpackChunkName: "update-lender" */ './screens/UpdateLenderPage'), needs },
});
