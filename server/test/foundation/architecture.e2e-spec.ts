import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root.js';

/**
 * The layer rules of docs/architecture.md hold for the server's code, and they are shown to fail: a copy of
 * server/src with deliberately bad imports (one per rule) is cruised with the same configuration, and each
 * bad import must be named with its rule. So the rule cannot silently become a no-op.
 */
describe('architecture rules (dependency-cruiser)', () => {
  const root = findRepoRoot();
  const server = join(root, 'server');
  const depcruise = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
  const cruise = (cwd: string) =>
    spawnSync(process.execPath, [depcruise, 'src', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], { cwd, encoding: 'utf8' });
  let scratch: string;

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'pepper-architecture-'));
    cpSync(join(server, 'src'), join(scratch, 'src'), { recursive: true });
    cpSync(join(server, 'tsconfig.json'), join(scratch, 'tsconfig.json'));
    // The same configuration (it requires the shared part next to it in the repository).
    writeFileSync(join(scratch, '.dependency-cruiser.cjs'), `module.exports = require(${JSON.stringify(join(server, '.dependency-cruiser.cjs'))});\n`);
    symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
    const write = (file: string, text: string) => {
      mkdirSync(join(scratch, 'src', file, '..'), { recursive: true });
      writeFileSync(join(scratch, 'src', file), text);
    };
    // common imports a feature
    write('common/probe-feature.ts', "import { TopicsService } from '../topics/topics.service.js';\nexport const probe = TopicsService;\n");
    // a domain module imports one above it
    write('audit/probe-upwards.ts', "import { UsersService } from '../users/users.service.js';\nexport const probe = UsersService;\n");
    // two files import each other
    write('live/probe-a.ts', "import { b } from './probe-b.js';\nexport const a = () => b;\n");
    write('live/probe-b.ts', "import { a } from './probe-a.js';\nexport const b = () => a;\n");
    // a module reaches into another's internals (seo stands above topics: only this rule is broken)
    write('seo/probe-internal.ts', "import { Mentions } from '../topics/mentions.js';\nexport const probe = Mentions;\n");
    // ... while another's public face (a service) is fine
    write('seo/probe-public.ts', "import { TopicsService } from '../topics/topics.service.js';\nexport const probe = TopicsService;\n");
    // a folder that is no module of the layers
    write('newthing/probe.ts', "import { AppError } from '../common/errors/app-error.js';\nexport const probe = AppError;\n");
    // a module imports the app's root
    write('topics/probe-root.ts', "import { AppModule } from '../app.module.js';\nexport const probe = AppModule;\n");
    // dead code
    write('peppers/probe-orphan.ts', 'export const probe = 1;\n');
  }, 60_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('holds for the code as it is', () => {
    const result = cruise(server);
    expect(result.stdout).toContain('no dependency violations found');
    expect(result.status).toBe(0);
  }, 120_000);

  it('fails on each kind of bad import, naming the rule and the import', () => {
    const result = cruise(scratch);
    expect(result.status).not.toBe(0);
    const out = result.stdout;
    expect(out).toContain('common-knows-no-feature: src/common/probe-feature.ts → src/topics/topics.service.ts');
    expect(out).toContain('layer-order:common: src/common/probe-feature.ts → src/topics/topics.service.ts');
    expect(out).toContain('layer-order:audit: src/audit/probe-upwards.ts → src/users/users.service.ts');
    expect(out).toMatch(/no-circular: src\/live\/probe-[ab]\.ts → /);
    expect(out).toContain('unknown-module: src/newthing/probe.ts → src/common/errors/app-error.ts');
    expect(out).toContain('no-import-of-app-root: src/topics/probe-root.ts → src/app.module.ts');
    expect(out).toContain('no-orphans: src/peppers/probe-orphan.ts');
    expect(out).toContain('no-reaching-into-a-module: src/seo/probe-internal.ts → src/topics/mentions.ts');
    expect(out).not.toContain('src/seo/probe-public.ts →');
  }, 120_000);

  it("fails on the client's rules too (a feature in the ui kit, a page imported by a module, a feature above another, core or a module importing up)", () => {
    const client = join(root, 'client');
    const copy = mkdtempSync(join(tmpdir(), 'pepper-architecture-client-'));
    try {
      cpSync(join(client, 'src'), join(copy, 'src'), { recursive: true });
      cpSync(join(client, 'tsconfig.json'), join(copy, 'tsconfig.json'));
      writeFileSync(join(copy, '.dependency-cruiser.cjs'), `module.exports = require(${JSON.stringify(join(client, '.dependency-cruiser.cjs'))});\n`);
      symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
      writeFileSync(join(copy, 'src', 'modules', 'ui', 'probeFeature.ts'), "import { topicPath } from '../forum/probeTarget.ts';\nexport const probe = topicPath;\n");
      writeFileSync(join(copy, 'src', 'modules', 'forum', 'probeTarget.ts'), "export const topicPath = '/forum';\n");
      writeFileSync(join(copy, 'src', 'modules', 'forum', 'probePage.ts'), "import { NotFoundPage } from '../../pages/NotFoundPage.tsx';\nexport const probe = NotFoundPage;\n");
      // a feature imports one above it (forum stands below profile), core a feature, a feature the app
      writeFileSync(join(copy, 'src', 'modules', 'profile', 'probeTarget.ts'), "export const memberName = 'probe';\n");
      writeFileSync(join(copy, 'src', 'modules', 'forum', 'probeUp.ts'), "import { memberName } from '../profile/probeTarget.ts';\nexport const probe = memberName;\n");
      writeFileSync(join(copy, 'src', 'core', 'probeCore.ts'), "import { topicPath } from '../modules/forum/probeTarget.ts';\nexport const probe = topicPath;\n");
      writeFileSync(join(copy, 'src', 'modules', 'forum', 'probeApp.ts'), "import { ROUTES } from '../../app/routeTable.ts';\nexport const probe = ROUTES;\n");
      const result = cruise(copy);
      expect(result.status).not.toBe(0);
      expect(result.stdout).toContain('ui-knows-no-feature: src/modules/ui/probeFeature.ts → src/modules/forum/probeTarget.ts');
      expect(result.stdout).toContain('nothing-imports-a-page: src/modules/forum/probePage.ts → src/pages/NotFoundPage.tsx');
      expect(result.stdout).toContain('feature-order:forum: src/modules/forum/probeUp.ts → src/modules/profile/probeTarget.ts');
      expect(result.stdout).toContain('core-knows-no-module: src/core/probeCore.ts → src/modules/forum/probeTarget.ts');
      expect(result.stdout).toContain('nothing-imports-the-app: src/modules/forum/probeApp.ts → src/app/routeTable.ts');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);

  it('places every folder of src in a layer, and docs/architecture.md names each and is current', () => {
    const read = spawnSync(process.execPath, ['-e', 'process.stdout.write(JSON.stringify(require(process.argv[1]).LAYERS))', join(server, '.dependency-cruiser.cjs')], { encoding: 'utf8' });
    const LAYERS = JSON.parse(read.stdout) as [string, string[]][];
    const placed = LAYERS.flatMap(([, modules]) => modules).sort();
    const folders = readdirSync(join(server, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(placed).toEqual(folders);
    const page = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
    for (const module of placed) expect(page).toContain(`\`${module}\``);
    const check = spawnSync(process.execPath, [join(root, 'scripts', 'architecture.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 180_000);
});
