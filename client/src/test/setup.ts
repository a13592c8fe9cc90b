import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { clearSession } from '@/modules/auth/session/sessionStore';
import { clearNotices } from '@/modules/ui/notices/noticeStore';

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
