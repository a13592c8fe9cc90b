/** The operations GraphiQL opens with (one tab each) the first time: what a new API user tries first. */
export interface ExampleTab {
  query: string;
  variables?: string;
  headers?: string;
}

export const CATALOGUE_SEARCH = `# Search the catalogue: a name (Hebrew or English, forgiving typos), hottest first.
query CatalogueSearch($search: String, $take: Int!) {
  peppers(search: $search, take: $take, sortBy: shu, sortOrder: desc) {
    totalItems
    items {
      slug
      name
      shu
      heatLevel
      group
    }
  }
}
`;

export const TOPIC_WITH_COMMENTS = `# The forum's most discussed topic with its comments and their replies.
query TopicWithComments {
  topics(sortBy: comments, limit: 1) {
    topics {
      id
      title
      author { username }
      commentsCount
      comments(page: 1) {
        totalItems
        items {
          text
          author { username }
          replies { text author { username } }
        }
      }
    }
  }
}
`;

export const SIGN_IN = `# Sign in: send the accessToken as "Authorization: Bearer <token>" in the headers below.
mutation SignIn($input: LoginInput!) {
  login(input: $input) {
    accessToken
    user { username role }
  }
}
`;

/** The `Authorization` header of a signed-in user, as the headers editor shows it. */
export function authHeaders(token: string | null): string | undefined {
  return token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : undefined;
}

export function exampleTabs(headers?: string): ExampleTab[] {
  return [
    { query: CATALOGUE_SEARCH, variables: JSON.stringify({ search: 'habanero', take: 5 }, null, 2), headers },
    { query: TOPIC_WITH_COMMENTS, headers },
    { query: SIGN_IN, variables: JSON.stringify({ input: { email: 'you@example.com', password: '' } }, null, 2), headers },
  ];
}
