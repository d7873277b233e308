import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait on their condition; on a busy 2-core machine a lazily loaded screen can take seconds to
// arrive the first time, so they wait up to 10 s (Testing Library's default is 1 s) before failing.
configure({ asyncUtilTimeout: 10_000 });
