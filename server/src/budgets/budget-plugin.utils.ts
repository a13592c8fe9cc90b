import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type DocumentNode, GraphQLError, type GraphQLSchema, Kind, type OperationDefinitionNode, validate } from 'graphql';
import { ErrorCode } from '../common/errors/app-error.js';
import type { AppRequest } from '../common/request-context.js';
import { type BudgetState, BudgetsService, rateLimitHeaders, requestBudget, retryAfterSeconds, setRequestBudget } from './budgets.service.js';
import { isInternalRender } from '../common/internal-render.js';

/** The cost analysis's weights (graphql-armor's cost limit, the one that bounds a query): what a query spends. */
export interface CostWeights {
  flattenFragments: boolean;
}

/** Root fields that cost nothing: asking where the budget stands. */
const FREE_FIELDS = new Set(['rateLimit', '__typename']);

/** An operation that only asks for `rateLimit` (and `__typename`). */
function onlyFreeFields(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && FREE_FIELDS.has(s.name.value));
}

/**
 * The GraphQL side of the budgets (issue 35): an operation spends its computed cost (graphql-armor's cost
 * analysis, the same weights as the limit that bounds one query) before it runs; a query for `rateLimit` alone
 * spends nothing. The answer carries the RateLimit headers and `extensions.cost`; over budget it is 429 with
 * Retry-After and `TOO_MANY_REQUESTS`. A document's cost is computed once (Apollo reuses the parsed document).
 */
export function budgetPlugin(budgets: BudgetsService, weights: CostWeights): ApolloServerPlugin<{ req: AppRequest }> {
  // The cost limit's own rule, without a limit: it reports each operation's cost (synchronously, to onAccept).
  let measured = 0;
  const off = { enabled: false };
  const [costRule] = new ApolloArmor({
    costLimit: { maxCost: Number.MAX_SAFE_INTEGER, flattenFragments: weights.flattenFragments, ignoreIntrospection: true, onAccept: [(_context, { n }) => (measured = n)] },
    maxDepth: off,
    maxAliases: off,
    maxDirectives: off,
    maxTokens: off,
    blockFieldSuggestion: off,
  }).protect().validationRules;
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  const costOf = (schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number => {
    if (onlyFreeFields(operation)) return 0;
    const name = operation.name?.value ?? '';
    let perOperation = costs.get(document);
    const known = perOperation?.get(name);
    if (known !== undefined) return known;
    const single: DocumentNode = { ...document, definitions: document.definitions.filter((d) => d.kind !== Kind.OPERATION_DEFINITION || d === operation) };
    measured = 0;
    validate(schema, single, [costRule]);
    const cost = measured;
    if (!perOperation) costs.set(document, (perOperation = new Map()));
    perOperation.set(name, cost);
    return cost;
  };

  return {
    async requestDidStart() {
      return {
        async didResolveOperation(ctx) {
          const req = ctx.contextValue.req;
          if (!budgets.enabled || !req || !ctx.operation || !ctx.document || isInternalRender(req)) return;
          const cost = costOf(ctx.schema, ctx.document, ctx.operation);
          const state = await budgets.spend(budgets.clientOf(req), cost);
          setRequestBudget(req, state);
          if (!state.allowed) {
            const retryAfter = retryAfterSeconds(state);
            throw new GraphQLError(`API budget exceeded: this query costs ${Math.ceil(cost)} points and ${state.remaining} remain until ${state.resetAt.toISOString()}.`, {
              extensions: {
                code: ErrorCode.TOO_MANY_REQUESTS,
                retryAfter,
                cost: { requested: Math.ceil(cost), limit: state.limit, remaining: state.remaining, resetAt: state.resetAt.toISOString() },
                http: { status: 429, headers: new Map([['retry-after', String(retryAfter)]]) },
              },
            });
          }
        },
        async willSendResponse(ctx) {
          const state: BudgetState | undefined = ctx.contextValue.req ? requestBudget(ctx.contextValue.req) : undefined;
          if (!state) return;
          for (const [name, value] of Object.entries(rateLimitHeaders(state))) ctx.response.http.headers.set(name.toLowerCase(), value);
          // A guest's persisted query (a GET, or the POST that registers it) has an answer other guests share
          // (GuestAnswers, ETags, caches): no one client's numbers in its body, only in its headers.
          const persisted = ctx.request.http?.method === 'GET' || ctx.request.extensions?.persistedQuery !== undefined;
          const shared = persisted && budgets.clientOf(ctx.contextValue.req).kind === 'guest';
          if (ctx.response.body?.kind !== 'single' || !state.allowed || shared) return;
          const result = ctx.response.body.singleResult;
          result.extensions = {
            ...result.extensions,
            cost: { requested: state.cost, limit: state.limit, remaining: state.remaining, resetAt: state.resetAt.toISOString() },
          };
        },
      };
    },
  };
}
