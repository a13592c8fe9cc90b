import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type StartedServer } from './server.js';

export interface BrowserSuite {
  readonly server: StartedServer;
  readonly browser: Browser;
}

/**
 * One app (started with `startServer`'s arguments) and one Chromium for the tests of a describe
 * block: started before them, closed after them.
 */
export function useAppAndBrowser(...serverArgs: Parameters<typeof startServer>): BrowserSuite {
  const suite = {} as { server: StartedServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer(...serverArgs);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
