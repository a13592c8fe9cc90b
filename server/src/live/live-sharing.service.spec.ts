import { describe, expect, it } from '@jest/globals';
import { GraphQLBoolean, GraphQLID, GraphQLInterfaceType, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { findRepoRoot } from '../config/repo-root.js';
import { VIEWER_FIELD, viewerPaths } from './live-sharing.service.js';

const viewer = { extensions: { ...VIEWER_FIELD } };
const Person = new GraphQLObjectType({ name: 'Person', fields: { name: { type: GraphQLString }, email: { type: GraphQLString, ...viewer } } });
const Post = new GraphQLInterfaceType({ name: 'Post', fields: { id: { type: GraphQLID } } });
const Note: GraphQLObjectType = new GraphQLObjectType({
  name: 'Note',
  interfaces: [Post],
  fields: () => ({
    id: { type: GraphQLID },
    likedByMe: { type: GraphQLBoolean, ...viewer },
    author: { type: Person },
    replies: { type: new GraphQLList(Note) },
  }),
});
const Event = new GraphQLObjectType({ name: 'Event', fields: { kind: { type: GraphQLString }, note: { type: Note }, post: { type: Post } } });
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLBoolean } } }),
  subscription: new GraphQLObjectType({ name: 'Subscription', fields: { events: { type: Event } } }),
  types: [Note],
});
const paths = (source: string, operationName?: string) => {
  const found = viewerPaths(schema, parse(source), operationName);
  return { roots: [...found.roots], paths: [...found.paths].sort() };
};

describe('viewerPaths: the fields of a subscription whose value depends on who asks', () => {
  it('finds them by their path through fields, aliases, fragments and inline fragments, not the fields beside them', () => {
    expect(paths('subscription { events { kind note { id author { name } } } }')).toEqual({ roots: ['events'], paths: [] });
    expect(paths('subscription { events { note { mine: likedByMe author { email } } } }')).toEqual({
      roots: ['events'],
      paths: ['events.note.author.email', 'events.note.likedByMe'],
    });
    expect(paths('subscription { events { note { ...N } } } fragment N on Note { replies { ... on Note { likedByMe } } }')).toEqual({
      roots: ['events'],
      paths: ['events.note.replies.likedByMe'],
    });
  });

  it("looks into every type an interface's selection can answer with, and only the operation asked for", () => {
    expect(paths('subscription { events { post { ... on Note { author { email } } } } }').paths).toEqual(['events.post.author.email']);
    const two = 'subscription A { events { kind } } subscription B { events { note { likedByMe } } }';
    expect(paths(two, 'A').paths).toEqual([]);
    expect(paths(two, 'B').paths).toEqual(['events.note.likedByMe']);
  });
});

describe('every field resolver that reads the viewer is marked VIEWER_FIELD', () => {
  // Live answers are shared between viewers on this mark (LiveSharing): a field that reads the viewer without it
  // would send one viewer's answer to another.
  const src = join(findRepoRoot(), 'server', 'src');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.resolver.ts') ? [join(dir, entry.name)] : [],
    );
  const READS_VIEWER = /req\.user|ByViewer|OfViewer|canSeePrivate|@CurrentUser/;

  it('finds the field resolvers, and those that read the viewer carry the mark', () => {
    const resolveFields: string[] = [];
    const unmarked: string[] = [];
    for (const file of files(src)) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
      const visit = (node: ts.Node) => {
        if (ts.isMethodDeclaration(node)) {
          const decorators = (ts.getDecorators(node) ?? []).map((d) => d.expression.getText(source));
          if (decorators.some((d) => d.startsWith('ResolveField('))) {
            const name = `${relative(src, file)}: ${node.name.getText(source)}`;
            resolveFields.push(name);
            if (READS_VIEWER.test(node.getText(source)) && !decorators.includes('Extensions(VIEWER_FIELD)')) unmarked.push(name);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(resolveFields.length).toBeGreaterThan(10);
    expect(resolveFields).toEqual(expect.arrayContaining(['topics/comments.resolver.ts: likedByMe', 'users/users.resolver.ts: email']));
    expect(unmarked).toEqual([]);
  });
});
