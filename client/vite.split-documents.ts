import type { Plugin } from 'vite';

const GENERATED = /\/src\/generated\/graphql\.ts$/;
const DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL = '\0graphql-document:';

/**
 * GraphQL Code Generator writes every typed document into one module, so a build would put all of
 * them in whichever chunk is shared by the pages that use any. This plugin (build only) gives each
 * document a module of its own and turns the generated file into re-exports: a page's chunk
 * carries only the documents it uses. The documents are self-contained (fragments are inlined).
 */
export function splitGeneratedDocuments(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'pepper-atlas:split-generated-documents',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!GENERATED.test(id)) return null;
      const split = code.replace(DOCUMENT, (_line, name: string, json: string) => {
        documents.set(name, json);
        return `export { ${name} } from '${VIRTUAL}${name}';`;
      });
      return { code: split, map: null };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const name = id.slice(VIRTUAL.length);
      const json = documents.get(name);
      if (json === undefined) throw new Error(`No generated GraphQL document named ${name}`);
      return `export const ${name} = ${json};`;
    },
  };
}
