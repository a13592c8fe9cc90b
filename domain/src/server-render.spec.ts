import { describe, expect, it } from '@jest/globals';
import { composePage, cookieValue, inlineStyleSheets, type DrawnPage } from './server-render.js';

const HEAD = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <link rel="stylesheet" crossorigin href="/assets/shell.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';
const drawn = (over: Partial<DrawnPage> = {}): DrawnPage => ({ html: '<main>Habanero</main>', state: { a: 1 }, stateId: 'ssr-state', theme: 'dark', styles: [], ...over });

describe('composePage: the drawn page in its head, for production and the dev server alike', () => {
  it('fills #root, marks <html> with the theme and data-ssr, and writes the state after the root', () => {
    const page = composePage(HEAD, drawn());
    expect(page).toContain('<html lang="en" dir="ltr" data-theme="dark" data-ssr="">');
    expect(page).toContain('<div id="root"><main>Habanero</main></div>\n    <script type="application/json" id="ssr-state">{"a":1}</script>');
  });

  it('keeps the state from closing its script, whatever the data says', () => {
    const page = composePage(HEAD, drawn({ state: { text: '</script><script>alert(1)</script> & \u2028' } }));
    const script = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(script)).toEqual({ text: '</script><script>alert(1)</script> & \u2028' });
  });

  it('links each drawn style sheet once, escaped, and none the head already links', () => {
    const page = composePage(HEAD, drawn({ styles: ['assets/shell.css', 'assets/Pepper"Page.css'] }));
    expect(page.match(/assets\/shell\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/Pepper&quot;Page.css">');
  });

  it("leaves a hydrated page's module scripts to the boot script when asked (production), and a fresh page's in place", () => {
    const head = HEAD.replace('</head>', '  <script type="module" crossorigin src="/assets/shell.js"></script>\n  </head>');
    expect(composePage(head, drawn(), { scriptsAfterPaint: true })).not.toContain('<script type="module"');
    expect(composePage(head, drawn())).toContain('<script type="module" crossorigin src="/assets/shell.js"></script>');
    expect(composePage(head, drawn({ state: null }), { scriptsAfterPaint: true })).toContain('<script type="module" crossorigin src="/assets/shell.js"></script>');
  });

  it('draws without state or marks a page the browser draws afresh, and leaves a head without #root alone', () => {
    const fresh = composePage(HEAD, drawn({ state: null }));
    expect(fresh).toContain('<div id="root"><main>Habanero</main></div>');
    expect(fresh).not.toContain('data-ssr');
    expect(fresh).not.toContain('ssr-state');
    expect(composePage('<html><body></body></html>', drawn())).toBe('<html><body></body></html>');
    expect(composePage(HEAD, null)).toBe(HEAD);
  });
});

describe('inlineStyleSheets: the sheets of a drawn page written into it', () => {
  const SHEETS: Record<string, string> = {
    '/assets/shell.css': 'body{margin:0}',
    '/assets/PeppersPage.css': '.pepper-card{color:red}',
    '/assets/evil.css': 'a{}</style><script>alert(1)</script>',
  };
  const page = composePage(HEAD, drawn({ styles: ['assets/PeppersPage.css', 'assets/missing.css', 'assets/evil.css'] }));
  const inlined = inlineStyleSheets(page, (href) => SHEETS[href]);

  it("writes each known sheet in a style element, in the links' order, each still named by a disabled link", () => {
    expect(inlined).toContain('<style data-href="/assets/shell.css">body{margin:0}</style><link rel="stylesheet" href="/assets/shell.css" disabled>');
    expect(inlined).toContain('<style data-href="/assets/PeppersPage.css">.pepper-card{color:red}</style><link rel="stylesheet" href="/assets/PeppersPage.css" disabled>');
    expect(inlined.indexOf('body{margin:0}')).toBeLessThan(inlined.indexOf('.pepper-card'));
    expect(inlined).not.toContain('<link rel="stylesheet" crossorigin href="/assets/shell.css">');
  });

  it('leaves linked a sheet it does not know, and one whose text would close its element', () => {
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/missing.css">');
    expect(inlined).toContain('<link rel="stylesheet" crossorigin href="/assets/evil.css">');
    expect(inlined).not.toContain('alert(1)');
  });
});

describe('cookieValue', () => {
  it('reads one cookie of a header, decoded, and nothing from a look-alike or a malformed one', () => {
    const header = 'other=1; peppers-theme=dark;  peppers-language=en ; x-peppers-language=he; note=a%20b=c';
    expect(cookieValue(header, 'peppers-theme')).toBe('dark');
    expect(cookieValue(header, 'peppers-language')).toBe('en');
    expect(cookieValue(header, 'note')).toBe('a b=c');
    expect(cookieValue(header, 'missing')).toBeUndefined();
    expect(cookieValue('bad=%E0%A4%A', 'bad')).toBeUndefined();
    expect(cookieValue(undefined, 'peppers-theme')).toBeUndefined();
  });
});
