import type { ApolloDriverConfig } from '@nestjs/apollo';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import type { AppConfig } from '../config/app-config.js';
import type { PersistedQueries } from '../common/cache/persisted-queries.js';
import type { LoadersFactory } from '../common/dataloader/loaders.js';
import { toGraphQLError } from '../common/errors/all-exceptions.filter.js';
import { ErrorCode, SERVICE_RETRY_AFTER_SECONDS } from '../common/errors/app-error.js';
import { toAppError } from '../common/errors/to-app-error.js';
import type { AppRequest } from '../common/request-context.js';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import type { LiveGate } from '../auth/live-gate.service.js';
import { budgetPlugin } from '../budgets/budget-plugin.utils.js';
import type { BudgetsService } from '../budgets/budgets.service.js';

/** Apollo's refusals of a malformed persisted query (HTTP 400), which it sends without a code. */
const APQ_BAD_REQUESTS = new Set(['provided sha does not match query', 'Unsupported persisted query version']);

/**
 * GraphQL errors (ours, raised through AllExceptionsFilter with a stable code, and Apollo's own
 * parse and validation errors) keep their code; anything else becomes the generic server error.
 * Never a stack trace.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (APQ_BAD_REQUESTS.has(formatted.message)) return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original === undefined || original instanceof GraphQLError) {
    const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions: { ...extensions, ...(original?.extensions ?? {}) } };
  }
  const mapped = toGraphQLError(toAppError(original));
  return { message: mapped.message, locations: formatted.locations, path: formatted.path, extensions: { ...mapped.extensions } };
}

/**
 * graphql-js ends some errors with "Did you mean ...?" naming fields, arguments, types or enum values
 * close to what was sent: in production that would describe the schema to anyone, introspection off.
 */
const SUGGESTION = /\s*Did you mean .*\?$/s;

export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return SUGGESTION.test(formatted.message) ? { ...formatted, message: formatted.message.replace(SUGGESTION, '') } : formatted;
}

const KEY_REFUSALS: ReadonlySet<ErrorCode> = new Set([ErrorCode.API_KEY_INVALID, ErrorCode.API_KEY_EXPIRED, ErrorCode.API_KEY_REVOKED]);

/**
 * A GraphQL answer that failed because the database (or Redis) is unreachable goes out as HTTP 503
 * with Retry-After, like the REST routes, so clients, proxies and load balancers see the outage; one refused for
 * an unusable API key goes out as 401.
 */
export const serviceUnavailablePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (errors.some((e) => KEY_REFUSALS.has(e.extensions?.code as ErrorCode))) {
          // An unusable API key (issue 35): 401 like REST, so a script stops instead of reading `data: null` as an answer.
          response.http.status = 401;
          response.http.headers.set('www-authenticate', 'Bearer error="invalid_token"');
          return;
        }
        if (!errors.some((e) => e.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE)) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(SERVICE_RETRY_AFTER_SECONDS));
      },
    };
  },
};

export function graphqlOptions(
  config: AppConfig,
  loaders: LoadersFactory,
  persistedQueries: PersistedQueries,
  gate?: LiveGate,
  budgets?: BudgetsService,
): ApolloDriverConfig {
  const armor = new ApolloArmor({
    maxDepth: { n: config.graphql.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: config.graphql.maxAliases },
    // Fragments are counted once where they are spread, not as an extra level of nesting.
    costLimit: { maxCost: config.graphql.maxCost, ignoreIntrospection: true, exposeLimits: true, flattenFragments: true },
    maxDirectives: { n: config.graphql.maxDirectives },
    // maxTokens turns syntax errors into HTTP 500; the body size limit caps documents instead.
    maxTokens: { enabled: false },
    // Its pattern misses enum values ("Did you mean the enum value ...?"): withoutSuggestions does it all.
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  return {
    path: '/graphql',
    autoSchemaFile: true,
    sortSchema: true,
    playground: false,
    graphiql: false,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Automatic persisted queries: guests' public reads go out as GET with the document's sha256, so a browser or
    // a CDN can revalidate them by ETag (GuestAnswers). A hash this process does not know is answered
    // PERSISTED_QUERY_NOT_FOUND and the client sends the text with it once. Never expire (the store is bounded).
    persistedQueries: { cache: persistedQueries, ttl: null },
    includeStacktraceInErrorResponses: false,
    fieldResolverEnhancers: ['guards', 'filters'],
    // Nest resets the status of every executed answer to 200; serviceUnavailablePlugin must be able to answer 503.
    // Execution errors carry no `extensions.http`, so the other answers stay 200 as before.
    preserveHttpStatusForExecutionErrors: false,
    // Armor is typed against the CommonJS build of @apollo/server, Nest against the ESM one: same runtime objects.
    plugins: [
      ...(protection.plugins as ApolloDriverConfig['plugins'] & object),
      // No per-field cache hints (the default cache-control plugin wraps every field resolver); guests' GET answers get
      // their Cache-Control and ETag from GuestAnswers.
      ApolloServerPluginCacheControlDisabled() as never,
      serviceUnavailablePlugin as never,
      // The API budgets (issue 35): a query spends its cost, with the same weights as the limit above.
      ...(budgets ? [budgetPlugin(budgets, { flattenFragments: true }) as never] : []),
    ],
    validationRules: [...protection.validationRules],
    // Live updates: graphql-ws on the same path, same limits (see LiveGate).
    ...(gate ? { subscriptions: { 'graphql-ws': gate.options(loaders, protection.validationRules) as never } } : {}),
    formatError:
      config.env === 'production' ? (formatted, error) => withoutSuggestions(formatGraphqlError(formatted, error)) : formatGraphqlError,
    context: ({ req, res }: { req: AppRequest; res: GraphqlContext['res'] }): GraphqlContext => ({
      req,
      res,
      loaders: loaders.create(req),
    }),
  };
}
