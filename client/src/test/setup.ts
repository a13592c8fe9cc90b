import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import '@/app/routes';
import { preloadLazyComponents } from '@/modules/ui/lazyComponent';
import { clearSession } from '@/core/session/sessionStore';
import { clearNotices } from '@/modules/ui/notices/noticeStore';

// `findBy…` and `waitFor` wait up to 10 s (not 1 s): on a loaded CI machine a mocked request and the
// render after it can take longer than a second, and a failing expectation still fails.
configure({ asyncUtilTimeout: 10_000 });

// Pages, dialogs and panels are lazy chunks in the app; here their code is loaded first, so they
// render at once (GraphiQL, with its editor, stays lazy: the tests only check that it is linked).
beforeAll(() => preloadLazyComponents((name) => name === 'GraphiQLPage'));

beforeEach(() => {
  // Also forgets which token the previous test verified.
  clearSession();
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  root.removeAttribute('data-theme');
});

afterEach(() => {
  cleanup();
  clearNotices();
});
