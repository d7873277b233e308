import type { SagaIterator } from 'redux-saga';
import type { Services } from '../src/services/types';
import type { LazyDomain } from '../src/shell/manifest';

/** An area's root saga, started with the first route that needs it (sagas/domains.ts). */
export type DomainSaga = (services: Services) => SagaIterator;
/** How an area's sagas arrive: a chunk of their own (webpack shares what several areas import). */
export type DomainSagaLoaders = Partial<Record<LazyDomain, () => Promise<DomainSaga>>>;
