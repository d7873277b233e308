// The fixed stack's own weight for a page without a router (the login page): stackParts.tsx alone.
import { createRoot } from 'react-dom/client';
import { combineReducers } from 'redux';
import { greetingReducer, StackPage, stackStore } from './stackParts';

createRoot(document.getElementById('root')!).render(<StackPage store={stackStore(combineReducers({ hello: greetingReducer }))} />);
