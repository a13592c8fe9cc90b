import { ApolloLink, gql } from '@apollo/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hottestPeppersMock, topicFixture, topicsMock } from '@/test/fixtures';
import { renderApp, storeLanguage } from '@/test/renderApp';
import { createApolloClient } from './createApolloClient';
import { NETWORK_LOG, REQUEST_TIMEOUT_MS, RequestTimeoutError, TIMEOUT_LOG, USER_REQUEST_TIMEOUT_MS } from './timeoutLink';

/** A server that never answers. */
const silentServer = new ApolloLink(() => new Observable<ApolloLink.Result>(() => undefined));

function clientWith(terminatingLink: ApolloLink) {
  return createApolloClient({ getLanguage: () => 'en', onUnauthenticated: () => undefined, terminatingLink });
}

const ME = gql`
  query TimeoutMe {
    me {
      id
    }
  }
`;
const TOPICS = gql`
  query TimeoutTopics {
    topics {
      total
    }
  }
`;

/** Runs a query and reports when (in fake milliseconds) and how it failed. */
function watch(client: ReturnType<typeof clientWith>, query: typeof ME) {
  const outcome: { error?: unknown } = {};
  client.query({ query, fetchPolicy: 'network-only' }).then(
    () => undefined,
    (error: unknown) => (outcome.error = error),
  );
  return outcome;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Request time-outs (docs/product-rules.md#constants)', () => {
  it('gives up on a user call after 10 s, with the console line', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = watch(clientWith(silentServer), ME);
    await vi.advanceTimersByTimeAsync(USER_REQUEST_TIMEOUT_MS - 1);
    expect(outcome.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(RequestTimeoutError.is(outcome.error)).toBe(true);
    expect(log).toHaveBeenCalledWith(TIMEOUT_LOG);
  });

  it('gives a forum or pepper call 15 s', async () => {
    vi.useFakeTimers();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = watch(clientWith(silentServer), TOPICS);
    await vi.advanceTimersByTimeAsync(USER_REQUEST_TIMEOUT_MS);
    expect(outcome.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - USER_REQUEST_TIMEOUT_MS);
    expect(RequestTimeoutError.is(outcome.error)).toBe(true);
    expect(log).toHaveBeenCalledWith(TIMEOUT_LOG);
  });

  it('says "Network error" on the console when a request gets no answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreachable = new ApolloLink(
      () => new Observable<ApolloLink.Result>((observer) => observer.error(new TypeError('Failed to fetch'))),
    );
    await expect(clientWith(unreachable).query({ query: ME })).rejects.toThrow('Failed to fetch');
    expect(log).toHaveBeenCalledWith(NETWORK_LOG);
    expect(log).not.toHaveBeenCalledWith(TIMEOUT_LOG);
  });

  it('shows the time-out on screen in the visitor’s language, and Retry asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeLanguage('he');
    let held = 0;
    // The first forum list request never gets an answer; later ones reach the mocks.
    const holdFirstTopics = (mocks: ApolloLink) =>
      new ApolloLink((operation, forward) =>
        operation.operationName === 'Topics' && held++ === 0
          ? new Observable<ApolloLink.Result>(() => undefined)
          : mocks.request(operation, forward)!,
      );
    renderApp({
      route: '/forum',
      mocks: [topicsMock([topicFixture({ title: 'שאלה על חבנרו' })]), hottestPeppersMock()],
      wrapLink: holdFirstTopics,
    });
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    expect(await screen.findByText('השרת לא השיב בזמן. נא לבדוק את החיבור ולנסות שוב.')).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'ניסיון חוזר' }));
    expect(await screen.findByText('שאלה על חבנרו')).toBeTruthy();
  });
});
