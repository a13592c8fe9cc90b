import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import '@/app/routes';
import { preloadLazyComponents } from '@/modules/ui/lazyComponent';
import { clearSession } from '@/modules/auth/session/sessionStore';
import { clearNotices } from '@/modules/ui/notices/noticeStore';

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
