// The yardstick for the login page's weight: a bare React 18 + ReactDOM "hello", built by the same webpack config.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
