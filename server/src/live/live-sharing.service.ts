import { Global, Injectable, Module } from '@nestjs/common';
import {
  createSourceEventStream,
  execute,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isObjectType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { GraphqlContext } from '../common/graphql/graphql-context.js';
import { LiveBudget, LiveBusy } from './live-budget.service.js';

/**
 * Marks a field whose value depends on who asks (`@Extensions(VIEWER_FIELD)` on the field or its resolver): whether
 * the viewer liked something, contact details only the owner and admins see. Every field that reads the viewer
 * (`ctx.req.user`, a `…ByViewer` loader) carries it: the live answers below are shared on that promise.
 */
export const VIEWER_FIELD = { viewer: true } as const;

/** How a subscription field's viewer-dependent fields vary, for one event (registered by its resolver). */
export interface ShareRule<E> {
  /** The viewer-dependent fields `viewerKey` accounts for, as paths from the operation ('topicEvents.comment.likedByMe'). */
  covers: readonly string[];
  /**
   * What those fields' values depend on, of a signed-in viewer, for this event ('liked'): viewers with the same key
   * get the same answer. null when it cannot be told (the viewer is then answered alone).
   */
  viewerKey(event: E, ctx: GraphqlContext): Promise<string | null>;
}

/** What is worked out once per document and operation, however many sockets subscribe with it. */
interface Plan {
  id: number;
  rule: ShareRule<object> | undefined;
  /** Some selected field depends on the viewer. */
  viewerDependent: boolean;
  /** ...and the subscription's rule accounts for every one of them. */
  covered: boolean;
}

/** Documents kept parsed and validated, by their text (the subscriptions of one page all send the same one). */
const DOCUMENTS_KEPT = 200;

type Answer = ExecutionResult | Promise<ExecutionResult>;

/** An event not delivered to a subscription (the live budget's queue was full): the stream goes on to the next. */
const SKIP = Symbol('skip');

/**
 * Live answers shared between sockets. graphql-js executes a subscription's selection once per event and socket: a
 * comment delivered to 1,000 sockets watching its topic ran the whole field pipeline 1,000 times. Here each event
 * (one object for every subscriber in this process) is executed once per distinct (document, variables, kind of
 * viewer) and the same answer goes to every socket of that kind. The kind of viewer is: guest, or the member's role
 * and account state (what the guards read), plus, when the selection holds fields marked VIEWER_FIELD, the
 * subscription's own key for them (liked or not) or, where its rule does not cover them, the member themself. So an
 * answer never carries what another viewer may see and this one may not.
 *
 * Also keeps the parsed and validated documents by their text, so 1,000 subscriptions of one page hold one document.
 */
@Injectable()
export class LiveSharing {
  private readonly rules = new Map<string, ShareRule<object>>();
  private readonly plans = new WeakMap<DocumentNode, Map<string, Plan>>();
  private readonly answers = new WeakMap<object, Map<string, Promise<ExecutionResult>>>();
  private readonly documents = new Map<string, DocumentNode>();
  private readonly validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  private nextPlan = 1;

  constructor(private readonly budget: LiveBudget) {}

  /**
   * Called by a subscription's resolver for its field (by name, on the Subscription type): its events are then shared
   * between members (without a rule, only between one member's own sockets). The rule promises that the field's own
   * resolver reads nothing of the viewer but what `viewerKey` accounts for.
   */
  register<E extends object>(field: string, rule: ShareRule<E>): void {
    this.rules.set(field, rule as ShareRule<object>);
  }

  /** `parse` for graphql-ws: one document per distinct text (the most recent DOCUMENTS_KEPT). */
  parse = (source: string): DocumentNode => {
    let document = this.documents.get(source);
    if (document) {
      // Most recently used last: the first key is the one to drop.
      this.documents.delete(source);
    } else {
      document = parse(source);
      if (this.documents.size >= DOCUMENTS_KEPT) this.documents.delete(this.documents.keys().next().value as string);
    }
    this.documents.set(source, document);
    return document;
  };

  /** `validate` for graphql-ws, once per document (the rules are the app's own, the same for every call). */
  validate(schema: GraphQLSchema, document: DocumentNode, rules: readonly ValidationRule[]): readonly GraphQLError[] {
    let errors = this.validated.get(document);
    if (!errors) {
      errors = validate(schema, document, rules);
      this.validated.set(document, errors);
    }
    return errors;
  }

  /**
   * `subscribe` for graphql-ws: as graphql-js's, with each event's answer shared as described above. The subscription's
   * start (its resolver's reads) and each shared answer run within the live budget (LiveBudget): a subscription refused
   * there answers LIVE_BUSY, an answer refused there skips the event for the sockets waiting on it.
   */
  subscribe = async (args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    let stream;
    try {
      stream = await this.budget.run(() => createSourceEventStream(args));
    } catch (error) {
      if (error instanceof LiveBusy) return { errors: [error.toGraphQL()] };
      throw error;
    }
    if (!isAsyncIterable(stream)) return stream;
    const plan = this.planOf(args);
    const variables = JSON.stringify(args.variableValues ?? {});
    return mapAsyncIterator(stream, async (event) => {
      if (event === null || typeof event !== 'object') return this.budget.run(() => execute({ ...args, rootValue: event })).catch(skipWhenBusy);
      const key = `${plan.id}\n${variables}\n${await this.viewerKey(event, args.contextValue as GraphqlContext, plan)}`;
      let answers = this.answers.get(event);
      if (!answers) this.answers.set(event, (answers = new Map()));
      let answer = answers.get(key);
      if (!answer) {
        answer = this.budget.run(() => execute({ ...args, rootValue: event }));
        answers.set(key, answer);
      }
      return answer.catch(skipWhenBusy);
    });
  };

  private async viewerKey(event: object, ctx: GraphqlContext, plan: Plan): Promise<string> {
    const user = ctx.req.user;
    if (!user) return 'guest';
    const who = `member:${user.role}:${user.isActive}:${user.emailVerified}:${user.twoFactorEnabled}`;
    // A subscription that registered no rule may read the viewer in its own resolver: each member alone.
    if (!plan.rule) return `${who}:${user.id}`;
    if (!plan.viewerDependent) return who;
    if (plan.covered && plan.rule) {
      const part = await plan.rule.viewerKey(event, ctx).catch(() => null);
      if (part !== null) return `${who}:${part}`;
    }
    return `${who}:${user.id}`;
  }

  private planOf(args: ExecutionArgs): Plan {
    const operationName = args.operationName ?? '';
    let byName = this.plans.get(args.document);
    if (!byName) this.plans.set(args.document, (byName = new Map()));
    let plan = byName.get(operationName);
    if (!plan) {
      const { roots, paths } = viewerPaths(args.schema, args.document, args.operationName);
      const rule = roots.size === 1 ? this.rules.get([...roots][0]) : undefined;
      plan = {
        id: this.nextPlan++,
        rule,
        viewerDependent: paths.size > 0,
        covered: !!rule && [...paths].every((path) => rule.covers.includes(path)),
      };
      byName.set(operationName, plan);
    }
    return plan;
  }
}

/** Global, like LiveEvents: the live socket's options and the subscriptions' resolvers meet here. */
@Global()
@Module({ providers: [LiveSharing, LiveBudget], exports: [LiveSharing, LiveBudget] })
export class LiveSharingModule {}

/** The subscription's root fields and the paths of every VIEWER_FIELD its operation selects (through fragments too). */
export function viewerPaths(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): { roots: Set<string>; paths: Set<string> } {
  const roots = new Set<string>();
  const paths = new Set<string>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    else if (definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName)) operation ??= definition;
  }
  const root = schema.getSubscriptionType();
  if (!operation || !root) return { roots, paths };

  const fieldsNamed = (type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown>[] => {
    // On an interface or a union, any of its object types may answer: each one's field counts.
    const types = isAbstractType(type) ? schema.getPossibleTypes(type) : isObjectType(type) ? [type] : [];
    const fields = types.map((t) => t.getFields()[name]).filter(Boolean);
    if (!isAbstractType(type) || !('getFields' in type)) return fields;
    const own = type.getFields()[name];
    return own ? [own, ...fields] : fields;
  };
  const walk = (set: SelectionSetNode, type: GraphQLCompositeType, path: string, inFragments: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const here = path ? `${path}.${name}` : name;
        if (!path) roots.add(name);
        for (const field of fieldsNamed(type, name)) {
          if (field.extensions?.viewer) paths.add(here);
          const inner = getNamedType(field.type);
          if (selection.selectionSet && isCompositeType(inner)) walk(selection.selectionSet, inner, here, inFragments);
        }
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        if (!fragment) continue;
        const fragmentName = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : undefined;
        if (fragmentName && inFragments.has(fragmentName)) continue;
        const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : type;
        if (!isCompositeType(condition)) continue;
        walk(fragment.selectionSet, condition, path, fragmentName ? new Set([...inFragments, fragmentName]) : inFragments);
      }
    }
  };
  walk(operation.selectionSet, root, '', new Set());
  return { roots, paths };
}

function skipWhenBusy(error: unknown): typeof SKIP {
  if (error instanceof LiveBusy) return SKIP;
  throw error;
}

function isAsyncIterable<T>(value: unknown): value is AsyncIterable<T> {
  return typeof Object(value)[Symbol.asyncIterator] === 'function';
}

/** graphql-js's own mapAsyncIterator (not exported): `return()` reaches the source at once, even while it waits. */
function mapAsyncIterator<T, U>(iterable: AsyncIterable<T>, callback: (value: T) => Answer | Promise<U | typeof SKIP>): AsyncIterableIterator<U> {
  const iterator = iterable[Symbol.asyncIterator]();
  async function mapResult(result: IteratorResult<T>): Promise<IteratorResult<U>> {
    if (result.done) return result as IteratorResult<U>;
    try {
      const value = await callback(result.value);
      if (value === SKIP) return mapResult(await iterator.next());
      return { value: value as U, done: false };
    } catch (error) {
      await iterator.return?.().catch(() => undefined);
      throw error;
    }
  }
  return {
    async next() {
      return mapResult(await iterator.next());
    },
    async return(): Promise<IteratorResult<U>> {
      return iterator.return ? mapResult(await iterator.return()) : { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      if (iterator.throw) return mapResult(await iterator.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
