// The reference page without a router (the login page is held against it): stackParts.tsx alone, no portal code.
import { createRoot } from 'react-dom/client';
import { combineReducers } from 'redux';
import { greetingReducer, StackPage, stackStore } from './stackParts';

createRoot(document.getElementById('root')!).render(<StackPage store={stackStore(combineReducers({ hello: greetingReducer }))} />);
