import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

beforeEach(() => {
  localStorage.clear();
  const root = document.documentElement;
  root.removeAttribute('lang');
  root.removeAttribute('dir');
  root.removeAttribute('data-theme');
});

afterEach(() => {
  cleanup();
});
