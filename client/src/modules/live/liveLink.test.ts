import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { createLiveLink, isSubscription } from './liveLink';
import { liveSocketUrl } from './liveSocket';

const QUERY = gql`query Ping { ping }`;
const SUBSCRIPTION = gql`subscription Pong { pong }`;

describe('the live link', () => {
  it('tells subscriptions from queries and mutations', () => {
    expect(isSubscription(SUBSCRIPTION)).toBe(true);
    expect(isSubscription(QUERY)).toBe(false);
    expect(isSubscription(gql`mutation Go { go }`)).toBe(false);
  });

  it('loads the socket link at the first subscription, not before, and passes its events on', async () => {
    const socket = new ApolloLink(() => new Observable((observer) => observer.next({ data: { pong: 'live' } })));
    const load = vi.fn(() => Promise.resolve(socket));
    const http = new MockLink([{ request: { query: QUERY }, result: { data: { ping: 'http' } } }]);
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.split(({ query }) => isSubscription(query), createLiveLink(load), http),
    });
    expect((await client.query({ query: QUERY })).data).toEqual({ ping: 'http' });
    expect(load).not.toHaveBeenCalled();

    const received = await new Promise((resolve) => {
      const subscription = client.subscribe({ query: SUBSCRIPTION }).subscribe((result) => {
        resolve(result.data);
        subscription.unsubscribe();
      });
    });
    expect(received).toEqual({ pong: 'live' });
    expect(load).toHaveBeenCalled();
  });

  it('connects to /graphql on the page origin, wss under https', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'peppers.example' })).toBe('wss://peppers.example/graphql');
    expect(liveSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/graphql');
  });
});
