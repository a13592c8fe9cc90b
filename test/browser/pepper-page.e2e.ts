import { describe, expect, it } from '@jest/globals';
import { DESKTOP, openPage, step, waitForHydration } from './utils/browser.js';
import { graphql } from './utils/server.js';
import { useAppAndBrowser } from './utils/suite.js';

describe("a pepper's own page in the browser", () => {
  const suite = useAppAndBrowser();

  it('opens /peppers/<slug> as a page of its own, keeps it on reload, and opens the same pepper as a quick look from the catalogue', async () => {
    const { pepperBySlug: habanero } = await graphql<{ pepperBySlug: { id: string; name: string; hebName: string } }>(
      suite.server.url,
      '{ pepperBySlug(slug: "habanero") { id name hebName } }',
    );
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const article = () => page.locator('article.pepper-page');

    await step(page, 'pepper-page-direct', async () => {
      const response = await page.goto('/peppers/habanero');
      expect(response?.status()).toBe(200);
      // A page, not a dialog over the catalogue: its title is the page's heading, the other script's name under it.
      await article().getByRole('heading', { level: 1, name: habanero.hebName }).waitFor();
      expect(await article().locator('.pepper-details__other-name').innerText()).toBe(habanero.name);
      expect(await article().locator('.pepper-details__other-name').getAttribute('lang')).toBe('en');
      await article().getByText('C. chinense').first().waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.locator('.catalogue').count()).toBe(0);
      expect(await page.title()).toContain(habanero.hebName);
    });
    await step(page, 'pepper-page-reload', async () => {
      await page.reload();
      await article().getByRole('heading', { level: 1, name: habanero.hebName }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/peppers/habanero');
    });
    await step(page, 'pepper-page-quick-look', async () => {
      // From the catalogue a card opens the same address as a quick look over it; Escape goes back to the catalogue.
      await page.goto('/peppers?searchTerm=habanero');
      const card = page.locator('.pepper-card').filter({ hasText: habanero.hebName }).first();
      await waitForHydration(card.locator('.pepper-card__title'));
      await card.locator('.pepper-card__title').click();
      const dialog = page.getByRole('dialog', { name: new RegExp(habanero.hebName) });
      await dialog.getByText('C. chinense').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/peppers/habanero');
      expect(await page.locator('.catalogue').count()).toBe(1);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/peppers');
      expect(new URL(page.url()).searchParams.get('searchTerm')).toBe('habanero');
      // Opened again, its link leads to the page; Back returns to the quick look over the catalogue.
      await card.locator('.pepper-card__title').click();
      await dialog.getByRole('link', { name: 'לדף המלא' }).click();
      await article().getByRole('heading', { level: 1, name: habanero.hebName }).waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      await page.goBack();
      await dialog.getByText('C. chinense').first().waitFor();
      // A quick look reloaded is the page (what the server draws for the address), hydrated without a mismatch.
      await page.reload();
      await article().getByRole('heading', { level: 1, name: habanero.hebName }).waitFor();
      await waitForHydration(article().getByRole('button', { name: 'השוואה עם…' }));
      expect(await page.getByRole('dialog').count()).toBe(0);
    });
    await step(page, 'pepper-page-old-link', async () => {
      await page.goto(`/peppers?pepper=${habanero.id}`);
      await page.waitForURL((url) => url.pathname === '/peppers/habanero');
      await article().getByText('C. chinense').first().waitFor();
    });
    await step(page, 'pepper-page-english', async () => {
      await page.goto('/peppers/habanero?lang=en');
      await article().getByRole('heading', { level: 1, name: habanero.name }).waitFor();
      expect(await article().locator('.pepper-details__other-name').getAttribute('lang')).toBe('he');
      expect(await page.title()).toBe(`${habanero.name} | Pepper Atlas`);
    });
    await step(page, 'pepper-page-not-found', async () => {
      const response = await page.goto('/peppers/no-such-pepper?lang=en');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Pepper not found' }).waitFor();
      await page.getByRole('link', { name: 'Browse the catalogue' }).click();
      await page.getByRole('heading', { level: 1, name: 'Pepper catalogue' }).waitFor();
    });
    expect(foreignRequests).toEqual([]);
    // The 404 answer's own status is reported as a failed load by Chromium.
    expect(consoleErrors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    await context.close();
  });

  it('shows its heat against a jalapeño, similar peppers that open, and the forum, in both languages and on a phone', async () => {
    const { pepperBySlug: habanero } = await graphql<{
      pepperBySlug: { hebName: string; heatComparison: { kind: string; lowTimes: number; highTimes: number } };
    }>(suite.server.url, '{ pepperBySlug(slug: "habanero") { hebName heatComparison { kind lowTimes highTimes } } }');
    // The seeded habanero (100,000-350,000 SHU) against a jalapeño's 2,500-8,000: 100,000 / 8,000 and 350,000 / 2,500.
    expect(habanero.heatComparison).toEqual({ kind: 'HOTTER', lowTimes: 12, highTimes: 140 });
    const { page, context, consoleErrors, foreignRequests } = await openPage(suite.browser, suite.server.url);
    const details = () => page.locator('article.pepper-page');

    await step(page, 'pepper-sections-hebrew', async () => {
      await page.goto('/peppers/habanero');
      // Drawn by the server (one query, answered before the HTML is written), then hydrated without a mismatch.
      await waitForHydration(details().getByRole('button', { name: 'השוואה עם…' }));
      await details().getByText('חריף בערך פי 12–140 מחלפיניו').waitFor();
      expect(
        await details()
          .getByRole('img', { name: /^סולם סקוביל/ })
          .getAttribute('aria-label'),
      ).toContain('הבנרו (הפלפל הזה)');
      await details().getByRole('heading', { name: 'בקהילה', level: 2 }).waitFor();
      // Colours, shape and flavour with the culinary uses; the days to harvest and the difficulty with the growing note;
      // in Hebrew (seeded for every pepper).
      const appearance = details().getByRole('region', { name: 'מראה, טעם ושימושים' });
      await appearance.getByText(/סלסות יוקטניות/).waitFor();
      expect(await appearance.locator('dt').allTextContents()).toEqual(['צבע', 'צורה', 'טעם']);
      const growing = details().getByRole('region', { name: 'גידול' });
      await growing.getByText(/זקוק לעונה ארוכה וחמה/).waitFor();
      expect(await growing.locator('dt').allTextContents()).toEqual(['זמן גידול', 'רמת קושי']);
      await growing.getByText(/^\d+-\d+ ימים$/).waitFor();
    });
    await step(page, 'pepper-sections-similar', async () => {
      const similar = details().getByRole('region', { name: 'פלפלים דומים' }).getByRole('link');
      expect(await similar.count()).toBeGreaterThanOrEqual(4);
      const href = (await similar.first().getAttribute('href'))!;
      expect(href).toMatch(/^\/peppers\/(?!habanero$)[a-z0-9-]+$/);
      await similar.first().click();
      await page.waitForURL((url) => url.pathname === href);
      // Another page, read from its top.
      await page.waitForFunction(() => scrollY === 0);
      // The species in the breadcrumbs and in the facts.
      await details().getByRole('navigation', { name: 'נתיב ניווט' }).getByText('C. chinense').waitFor();
      expect(await page.title()).not.toContain(habanero.hebName);
    });
    await step(page, 'pepper-sections-english', async () => {
      await page.goto('/peppers/habanero?lang=en');
      await waitForHydration(details().getByRole('button', { name: /^(השוואה עם…|Compare with…)$/ }));
      await details().getByText('About 12–140 times the heat of a jalapeño').waitFor();
      await details().getByRole('heading', { name: 'Similar peppers', level: 2 }).waitFor();
      await details().getByRole('region', { name: 'Appearance, flavour and uses' }).getByText(/Yucatecan salsas/).waitFor();
      // The origin with the other seeded Mexican peppers, each a link, and all of them in the catalogue.
      const origin = details().getByRole('region', { name: 'Origin' });
      await origin.getByText('Also from Mexico').waitFor();
      const others = origin.getByRole('list').getByRole('link');
      expect(await others.count()).toBeGreaterThanOrEqual(2);
      expect(await others.first().getAttribute('href')).toMatch(/^\/peppers\/(?!habanero\b)[a-z0-9-]+(\?lang=en)?$/);
      expect(await origin.getByRole('link', { name: 'All peppers from Mexico' }).getAttribute('href')).toBe('/peppers?origin=MX');
      // On a desktop the sections menu is a row of links; one jumps to its heading and gives it the focus.
      const menu = details().getByRole('navigation', { name: 'On this page' });
      await menu.locator('.pepper-sections__menu-row').getByRole('link', { name: 'Origin' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'pepper-section-origin');
      expect(new URL(page.url()).hash).toBe('');
    });
    await step(page, 'pepper-sources', async () => {
      // The Bhut Jolokia cites the paper that measured it, the record and PepperScale's list: numbered, the SHU figure
      // marked [1].
      await page.goto('/peppers/bhut-jolokia?lang=en');
      await waitForHydration(details().getByRole('button', { name: /^(השוואה עם…|Compare with…)$/ }));
      const sources = details().getByRole('region', { name: 'Sources' });
      const items = sources.getByRole('listitem');
      expect(await items.count()).toBe(3);
      const paper = items.first().getByRole('link');
      expect(await paper.getAttribute('href')).toBe('https://doi.org/10.21273/HORTSCI.42.2.222');
      expect(await paper.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(await items.nth(1).innerText()).toBe('Hottest chilli pepper, Guinness World Records (2007) (cited for SHU)');
      expect(await items.nth(2).innerText()).toContain('The Hot Pepper List: Know Your Spice, PepperScale');
      const mark = details().locator('.pepper-details__shu-exact').getByRole('link', { name: 'Source 1' });
      expect(await mark.innerText()).toBe('[1]');
      await mark.click();
      await page.waitForFunction(() => document.activeElement?.id === 'pepper-source-1');
      expect(await items.first().isVisible()).toBe(true);
      // In Hebrew the references keep their own (English) titles, the facts named in Hebrew.
      await page.goto('/peppers/bhut-jolokia?lang=he');
      await waitForHydration(details().getByRole('button', { name: /^(השוואה עם…|Compare with…)$/ }));
      const hebrew = details().getByRole('region', { name: 'מקורות' });
      expect(await hebrew.getByRole('listitem').nth(1).innerText()).toContain('(מקור ל: SHU)');
    });
    await step(page, 'pepper-sections-phone', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      // Back in Hebrew (the English visit was remembered), where the axis runs from the right.
      await page.goto('/peppers/habanero?lang=he');
      await waitForHydration(details().getByRole('button', { name: /^(השוואה עם…|Compare with…)$/ }));
      await details().getByText('חריף בערך פי 12–140 מחלפיניו').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      // Nothing in the page is wider than it either (the Scoville chart fits).
      expect(await details().evaluate((article) => article.scrollWidth <= article.clientWidth)).toBe(true);
      // On a phone the section links fold into one menu; a link in it closes it and jumps.
      const menu = details().getByRole('navigation', { name: 'בעמוד זה' });
      expect(await menu.locator('.pepper-sections__menu-row').isVisible()).toBe(false);
      await menu.getByText('בעמוד זה', { exact: true }).click();
      await menu.locator('details').getByRole('link', { name: 'בקהילה' }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'pepper-section-community');
      expect(await menu.locator('details').getAttribute('open')).toBeNull();
      expect(await details().getByRole('heading', { name: 'בקהילה', level: 2 }).isVisible()).toBe(true);
      // The breadcrumbs: the species opens the catalogue filtered by it.
      await details().getByRole('navigation', { name: 'נתיב ניווט' }).getByRole('link', { name: 'C. chinense' }).click();
      await page.waitForURL((url) => url.pathname === '/peppers' && url.searchParams.get('group') === 'c_chinense');
      await details().waitFor({ state: 'detached' });
      await page.locator('.catalogue').waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
    });
    await step(page, 'pepper-sections-community', async () => {
      // A topic that names the Fatalii with [[...]], with one reply: listed under "In the community", linked to its page.
      const { login } = await graphql<{ login: { accessToken: string } }>(
        suite.server.url,
        'mutation($input: LoginInput!) { login(input: $input) { accessToken } }',
        { input: { email: 'admin@pepperatlas.dev', password: 'PepperAdmin1!' } },
      );
      const { createTopic } = await graphql<{ createTopic: { id: string } }>(
        suite.server.url,
        'mutation($input: CreateTopicInput!) { createTopic(input: $input) { id } }',
        { input: { title: 'פטאלי במרפסת', subject: 'גידול', category: 'growing', description: ['גידלתי [[Fatalii]] השנה.'] } },
        login.accessToken,
      );
      await graphql(
        suite.server.url,
        'mutation($input: AddCommentInput!) { addComment(input: $input) { id } }',
        { input: { topicId: createTopic.id, text: 'גם אצלי!' } },
        login.accessToken,
      );
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/peppers/fatalii');
      await waitForHydration(details().getByRole('button', { name: /^(השוואה עם…|Compare with…)$/ }));
      const community = details().getByRole('region', { name: 'בקהילה' });
      await community.getByText('נושא אחד בפורום מזכיר את הפלפל הזה').waitFor();
      await community.getByText('(תגובה אחת)').waitFor();
      await community.getByRole('link', { name: 'פטאלי במרפסת' }).click();
      await page.waitForURL((url) => url.pathname === `/forum/topic/${createTopic.id}`);
      await page.getByRole('heading', { name: 'פטאלי במרפסת', level: 1 }).waitFor();
    });
    expect(foreignRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('compares from a pepper\'s page: "Compare with…" puts it in the catalogue\'s tray, and a second one from its page makes a pair', async () => {
    const { page, context, consoleErrors } = await openPage(suite.browser, suite.server.url);
    const article = page.locator('article.pepper-page');
    const tray = page.getByRole('region', { name: 'השוואת פלפלים' });
    await step(page, 'compare-from-page-he', async () => {
      await page.goto('/peppers/habanero');
      const add = article.getByRole('button', { name: 'השוואה עם…' });
      await waitForHydration(add);
      await add.click();
      await article.getByRole('button', { name: 'בהשוואה', pressed: true }).waitFor();
      await article.getByText('נוסף למגש ההשוואה.').waitFor();
      // The pick is kept in the page's address, and the note leads to the catalogue's tray with it.
      await article.getByRole('link', { name: 'להשוואה בקטלוג' }).click();
      await page.waitForURL((url) => url.pathname === '/peppers');
      await tray.getByText('נבחר פלפל אחד מתוך 4 להשוואה.').waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/peppers/habanero');
      // The pick goes along to a similar pepper's page (a link of the page, not an address typed with it).
      await article.locator('a.pepper-sections__pepper').first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/peppers/') && url.pathname !== '/peppers/habanero');
      expect(new URL(page.url()).searchParams.get('compare')).toBeTruthy();
      const second = article.getByRole('button', { name: 'השוואה עם…' });
      await second.click();
      await article.getByRole('button', { name: 'בהשוואה', pressed: true }).waitFor();
      // The breadcrumbs' catalogue keeps both picks too.
      expect(await article.locator('.pepper-details__crumbs a').first().getAttribute('href')).toMatch(/^\/peppers\?compare=[^&]+%2C[^&]+$/);
      await article.getByRole('link', { name: 'להשוואה בקטלוג' }).click();
      await tray.getByRole('button', { name: 'השוואה (2)' }).click();
      const comparison = page.getByRole('dialog', { name: 'השוואת פלפלים' });
      await comparison.getByRole('table').waitFor();
      expect(await comparison.getByRole('columnheader').count()).toBe(2);
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
  it('reads whole without JavaScript in Hebrew and English (a pepper page and a recipe page), and fits a 360 px phone in English', async () => {
    type Link = { slug: string; name: string; hebName: string };
    const { pepperBySlug: habanero } = await graphql<{ pepperBySlug: Link & { similarPeppers: Link[]; sources: { title: string }[] } }>(
      suite.server.url,
      '{ pepperBySlug(slug: "habanero") { slug name hebName similarPeppers { slug name hebName } sources { title } } }',
    );
    const { recipes } = await graphql<{ recipes: { items: { slug: string; title: string; hebTitle: string }[] } }>(
      suite.server.url,
      '{ recipes(take: 1) { items { slug title hebTitle } } }',
    );
    const recipe = recipes.items[0]!;
    const words = {
      en: {
        heat: 'About 12–140 times the heat of a jalapeño',
        appearance: ['Appearance, flavour and uses', ['Color', 'Shape', 'Flavor']],
        growing: ['Growing', ['Growing time', 'Difficulty']],
        similar: 'Similar peppers',
        sources: 'Sources',
        other: 'עברית',
        name: (pepper: Link) => pepper.name,
      },
      he: {
        heat: 'חריף בערך פי 12–140 מחלפיניו',
        appearance: ['מראה, טעם ושימושים', ['צבע', 'צורה', 'טעם']],
        growing: ['גידול', ['זמן גידול', 'רמת קושי']],
        similar: 'פלפלים דומים',
        sources: 'מקורות',
        other: 'English',
        name: (pepper: Link) => pepper.hebName,
      },
    } as const;

    const noScript = await suite.browser.newContext({ baseURL: suite.server.url, javaScriptEnabled: false, viewport: DESKTOP });
    const page = await noScript.newPage();
    const article = page.locator('article.pepper-page');
    for (const language of ['en', 'he'] as const) {
      const w = words[language];
      await step(page, `pepper-page-no-js-${language}`, async () => {
        await page.goto(`/peppers/habanero?lang=${language}`);
        await article.getByRole('heading', { level: 1, name: w.name(habanero) }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'en' ? 'ltr' : 'rtl');
        // Every section is in the first HTML: the heat sentence, the facts, the links, the numbered sources.
        await article.getByText(w.heat).waitFor();
        for (const [name, facts] of [w.appearance, w.growing] as const) {
          expect(await article.getByRole('region', { name }).locator('dt').allTextContents()).toEqual(facts);
        }
        const similar = article.getByRole('region', { name: w.similar }).getByRole('link');
        expect(await similar.allTextContents()).toEqual(habanero.similarPeppers.map((other) => expect.stringContaining(w.name(other))));
        if (habanero.sources.length > 0) {
          expect(await article.getByRole('region', { name: w.sources }).getByRole('listitem').count()).toBe(habanero.sources.length);
        }
        // The sections' menu is plain fragment links.
        await article.locator('.pepper-sections__menu-row a[href="#pepper-section-similar"]').click();
        await page.waitForURL((url) => url.hash === '#pepper-section-similar');
        // A similar pepper opens its page, still in the reader's language (the ?lang= was kept as their choice).
        const other = habanero.similarPeppers[0]!;
        await similar.first().click();
        await page.waitForURL((url) => url.pathname === `/peppers/${other.slug}`);
        await article.getByRole('heading', { level: 1, name: w.name(other) }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        // The language switch is a link.
        await page.getByRole('link', { name: w.other }).click();
        await article.getByRole('heading', { level: 1, name: language === 'en' ? other.hebName : other.name }).waitFor();
      });
      await step(page, `recipe-page-no-js-${language}`, async () => {
        await page.goto(`/recipes/${recipe.slug}?lang=${language}`);
        await page.getByRole('heading', { level: 1, name: language === 'he' && recipe.hebTitle ? recipe.hebTitle : recipe.title }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'en' ? 'ltr' : 'rtl');
      });
    }
    await noScript.close();

    const { page: phone, context, consoleErrors } = await openPage(suite.browser, suite.server.url, { viewport: { width: 360, height: 740 } });
    for (const path of ['/peppers/habanero?lang=en', `/recipes/${recipe.slug}?lang=en`, `/recipes/${recipe.slug}?lang=he`]) {
      await step(phone, `phone-360-${path.split('/')[1]}-${path.slice(-2)}`, async () => {
        await phone.goto(path);
        await phone.getByRole('heading', { level: 1 }).waitFor();
        // No sideways scroll, and nothing inside the main column wider than it.
        expect(await phone.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
        expect(await phone.locator('main').evaluate((main) => main.scrollWidth <= main.clientWidth)).toBe(true);
      });
    }
    // In English too, the section links fold into one menu on a phone.
    await phone.goto('/peppers/habanero?lang=en');
    const menu = phone.locator('article.pepper-page').getByRole('navigation', { name: 'On this page' });
    expect(await menu.locator('.pepper-sections__menu-row').isVisible()).toBe(false);
    expect(await menu.locator('summary').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
