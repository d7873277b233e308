import { call, put, take } from 'redux-saga/effects';
import { eventChannel, type EventChannel } from 'redux-saga';
import { appActions } from '../src/shell/catalogue';
import type { Services } from '../src/services/types';
import { networkMessages } from '../src/validation/messages';

export function connectivityChannel(services: Services): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => services.page.onConnectivity(emit));
}

/** Going offline or online is logged as an action (spec section 8). */
export function* connectivitySaga(services: Services) {
  const channel: EventChannel<boolean> = yield call(connectivityChannel, services);
  try {
    while (true) {
      const online: boolean = yield take(channel);
      yield put(
        online
          ? appActions.connectionRestored({ message: networkMessages.online })
          : appActions.connectionLost({ message: networkMessages.offline }),
      );
    }
  } finally {
    channel.close();
  }
}
