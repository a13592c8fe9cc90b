import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopicDocument } from '@/generated/graphql';
import { topicFixture } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';

describe('Topic page', () => {
  it("shows 'Topic Not Found' without a topic in navigation state", () => {
    storeLanguage('en');
    renderApp({ route: '/forum/topic' });
    expect(screen.getByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeTruthy();
    expect(screen.getByText('Please select a topic from the forum')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the forum' }).getAttribute('href')).toBe('/forum');
  });

  it('says the same in Hebrew', () => {
    renderApp({ route: '/forum/topic' });
    expect(screen.getByRole('heading', { level: 1, name: 'הנושא לא נמצא' })).toBeTruthy();
    expect(screen.getByText('נא לבחור נושא מהפורום')).toBeTruthy();
  });

  it('shows the topic handed over in navigation state', () => {
    storeLanguage('en');
    renderApp({ route: { pathname: '/forum/topic', state: { topic: topicFixture() } } });
    expect(screen.getByRole('heading', { level: 1, name: 'My habanero leaves are curling' })).toBeTruthy();
    expect(screen.getByText('Is it aphids or too much sun?')).toBeTruthy();
  });

  it('loads a topic by its address (reload-safe)', async () => {
    storeLanguage('en');
    renderApp({
      route: '/forum/topic/7',
      mocks: [
        { request: { query: TopicDocument, variables: { id: '7' } }, result: { data: { topic: topicFixture() } } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My habanero leaves are curling' })).toBeTruthy();
    expect(screen.getByText('Posted by chili_grower')).toBeTruthy();
    expect(document.title).toBe('My habanero leaves are curling | Pepper Atlas');
  });

  it("shows 'Topic Not Found' when the server does not know the id", async () => {
    storeLanguage('en');
    renderApp({
      route: '/forum/topic/404',
      mocks: [
        {
          request: { query: TopicDocument, variables: { id: '404' } },
          result: { errors: [{ message: 'Topic not found', extensions: { code: 'NOT_FOUND' } }] },
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeTruthy();
  });
});
