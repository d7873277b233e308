// The least an application of the fixed stack loads (see stackFloor.tsx): a Redux Toolkit store whose saga
// decodes an answer with io-ts, a react-redux view and a react-final-form form. No portal code.
import { configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call, put, takeEvery } from 'redux-saga/effects';
import { Provider, useSelector } from 'react-redux';
import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { Field, Form } from 'react-final-form';
import type { ReactNode } from 'react';

const Greeting = t.type({ name: t.string });
interface GreetingState {
  name: string;
}
export const greetingReducer: Reducer<GreetingState> = (state = { name: '' }, action) =>
  action.type === 'hello/greeted' ? { name: String((action as { payload?: unknown }).payload) } : state;

function* greet(): Generator<unknown, void, unknown> {
  const answer = yield call(() => Promise.resolve({ name: 'world' }));
  const decoded = Greeting.decode(answer);
  if (isRight(decoded)) yield put({ type: 'hello/greeted', payload: decoded.right.name });
}

export function stackStore<S>(reducer: Reducer<S>, middleware: Middleware[] = []) {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer, middleware: (defaults) => defaults({ thunk: false }).concat(...middleware, sagas) });
  sagas.run(function* root() {
    yield takeEvery('hello/ask', greet);
  });
  return store;
}

const Name = () => <h1>{useSelector((state: { hello: GreetingState }) => state.hello.name)}</h1>;

export function StackPage({
  store,
  frame = (page) => page,
}: {
  store: ReturnType<typeof stackStore>;
  frame?: (page: ReactNode) => ReactNode;
}) {
  return (
    <Provider store={store}>
      {frame(
        <>
          <Name />
          <Form
            onSubmit={(values) => void store.dispatch({ type: 'hello/ask', payload: values })}
            render={({ handleSubmit }) => (
              <form onSubmit={handleSubmit}>
                <Field name="who" component="input" aria-label="Who" />
                <button type="submit">Greet</button>
              </form>
            )}
          />
        </>,
      )}
    </Provider>
  );
}
