// The architecture rules of vigil, stated positively: what each folder of src/ MAY import. Any
// import under src/ that no rule below allows is an error (`npm run layers`, part of
// `npm run check` and so of `npm test`). The layers and why they point one way: docs/architecture.md.
// Type-only imports count like any other: a type reaching up a layer ties the layers as surely.

/** Node's own modules and the packages, by name, as the `to` of a rule. */
const npm = (...names) => ({ path: `^node_modules/(${names.join('|')})/` });
const core = { dependencyTypes: ['core'] };
/** Files of src/ (folders end in '/', single files are named whole). */
const src = (...parts) => ({ path: `^src/(${parts.map((p) => p.replace('.', '\\.')).join('|')})` });

/** The modules below every layer: any layer may use them; they import nothing of vigil. */
const BOTTOM = ['frequency.ts', 'sanitize.ts', 'mask.ts', 'files.ts', 'credentials.ts', 'io.ts', 'version.ts'];

/** One rule per folder: `from` may import `to` (its own folder always, and Node's modules). */
const layer = (comment, from, ...to) => ({ comment, from, to: { path: to.map((t) => t.path).join('|') } });

/** The files written with zod/mini: the schemas `vigil test-sessions list` loads. */
const ZOD_MINI_FILES = '^src/client/schemas/(array|session-enums|test-sessions)\\.ts$';

module.exports = {
  allowed: [
    { comment: "Node's own modules, anywhere.", from: { path: '^src/' }, to: core },
    {
      comment: 'Within the same top folder of src/ (src/tui/ has its own rules below).',
      from: { path: '^src/([^/]+)/', pathNot: '^src/tui/' },
      to: { path: '^src/$1/' },
    },
    {
      comment: 'Within the same folder of src/tui/.',
      from: { path: '^src/tui/([^/]+)/' },
      to: { path: '^src/tui/$1/' },
    },
    layer('bottom', src(...BOTTOM), { path: '^package\\.json$' }),
    layer('client', src('client/'), src('sanitize.ts', 'version.ts'), npm('undici', 'zod')),
    layer('config', src('config/'), src(...BOTTOM), npm('conf', 'zod')),
    layer('format', src('format/'), src(...BOTTOM), npm('string-width', 'get-east-asian-width')),
    layer('sandbox', src('sandbox/'), src(...BOTTOM, 'client/'), npm('zod')),
    layer('commands', src('commands/'), src(...BOTTOM, 'client/', 'config/', 'format/', 'sandbox/'), npm('zod')),
    // The program's start: argv to a command or the TUI.
    layer('cli', src('cli/'), src(...BOTTOM, 'commands/', 'config/')),
    layer('startup', src('startup/'), src(...BOTTOM, 'client/', 'commands/', 'config/')),
    layer('entry points', src('bin.ts'), src('')),
    // The dispatcher hands the TUI its options and loads it only when no command is given (a type and a lazy import).
    layer('cli/main.ts opens the TUI', src('cli/main.ts'), src('tui/main.tsx', 'startup/shared-modules.ts')),
    {
      comment: "The bin requires the commands' bundle, which the build writes next to it (scripts/build.mjs).",
      from: { path: '^src/bin\\.ts$' },
      to: { path: '^\\./commands\\.cjs$', couldNotResolve: true },
    },
    // The TUI, folder by folder, lowest first. model/ is data (no React, no components); state/
    // never reaches a screen; screens and the shell are the top.
    layer('tui/model', src('tui/model/'), src(...BOTTOM, 'client/', 'format/')),
    layer('tui/keys', src('tui/keys/'), npm('ink')),
    layer('tui/state', src('tui/state/'), src(...BOTTOM, 'client/', 'tui/keys/', 'tui/model/'), npm('react', 'ink')),
    layer('tui/hooks', src('tui/hooks/'), src(...BOTTOM, 'client/', 'tui/state/', 'tui/render/'), npm('react')),
    layer('tui/theme', src('tui/theme/'), src(...BOTTOM, 'format/'), npm('react', 'ink')),
    // Cell widths are measured in one place (format/width.ts), the frame's rows included.
    layer('tui/render', src('tui/render/'), src(...BOTTOM, 'format/width.ts'), npm('react', 'ink')),
    layer(
      'tui/components',
      src('tui/components/'),
      src(...BOTTOM, 'client/', 'format/', 'tui/model/', 'tui/keys/', 'tui/state/', 'tui/hooks/', 'tui/theme/'),
      npm('react', 'ink'),
    ),
    layer(
      'tui/forms',
      src('tui/forms/'),
      src(...BOTTOM, 'client/', 'format/', 'tui/keys/', 'tui/state/', 'tui/theme/', 'tui/components/', 'tui/render/'),
      npm('react', 'ink', 'zod'),
    ),
    layer(
      'tui/login',
      src('tui/login/'),
      src(...BOTTOM, 'client/', 'tui/keys/', 'tui/theme/', 'tui/components/', 'tui/forms/'),
      npm('react', 'ink'),
    ),
    layer(
      'tui/screens',
      src('tui/screens/'),
      src(...BOTTOM, 'client/', 'format/', 'tui/(model|keys|state|hooks|theme|components|forms)/'),
      npm('react', 'ink'),
    ),
    layer(
      'tui/shell',
      src('tui/shell/'),
      src(...BOTTOM, 'client/', 'format/', 'tui/[^/]+$', 'tui/(keys|state|hooks|theme|components|screens)/'),
      npm('react', 'ink'),
    ),
    // The TUI's own top files (App, Root, start, main): all of the TUI, the sandbox for --demo.
    layer('tui', { path: '^src/tui/[^/]+$' }, src(...BOTTOM, 'client/', 'format/', 'sandbox/', 'tui/', 'startup/v8-flags.ts'), npm('react', 'ink')),
    // Only the TUI's start-up reads the credentials and settings, and hands the login screen what it needs.
    layer('tui/main.tsx reads config/', src('tui/main.tsx'), src('config/')),
    // The memory file (issue 26) is read and checked by the pure shape of the memory, shared with `vigil changes`.
    layer('config/memory-file.ts checks by format/memory.ts', src('config/memory-file.ts'), src('format/memory.ts')),
    // The triage record holds server text (check names): written as JSON that is safe to print on a terminal.
    layer('config/record.ts writes safe JSON', src('config/record.ts'), src('format/json.ts')),
  ],
  allowedSeverity: 'error',
  // What the allowed list cannot say: an import it allows that is still wrong.
  forbidden: [
    {
      name: 'zod-mini-outside-its-files',
      comment:
        'Only the schemas of `vigil test-sessions list` use zod/mini (why: the top of src/client/schemas/index.ts).',
      severity: 'error',
      from: { path: '^src/', pathNot: ZOD_MINI_FILES },
      to: { path: '^node_modules/zod/mini/' },
    },
    {
      name: 'zod-mini-file-reaches-full-zod',
      comment:
        'A zod/mini file imports only zod/mini, zod/v4/core and its locales, and other zod/mini files, or that command pays for full zod again.',
      severity: 'error',
      from: { path: ZOD_MINI_FILES },
      to: { pathNot: `${ZOD_MINI_FILES}|^node_modules/zod/(mini|v4/core|v4/locales)/` },
    },
    {
      name: 'tui-schema-values-from-their-files',
      comment:
        "The TUI takes a schema's value (Guid, an input schema) from the file that makes it, not from the " +
        'schemas index: the index builds every schema, the query schemas too (~8 ms of the TUI start).',
      severity: 'error',
      from: { path: '^src/tui/' },
      to: { path: '^src/client/schemas/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'settings-through-one-module',
      comment:
        'One settings module: config/settings.ts is where settings.json is found, read and checked; the zod ' +
        'schema behind it (settings-schema.ts) is its lazily loaded half, imported by it alone.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/config/settings\\.ts$' },
      to: { path: '^src/config/settings-schema\\.ts$' },
    },
    {
      name: 'not-resolvable',
      comment: 'An import that leads nowhere (a moved or misspelled file).',
      severity: 'error',
      from: { path: '^src/' },
      to: { couldNotResolve: true, pathNot: '^\\./commands\\.cjs$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    // node_modules as found under the project, also where it is a link (test/architecture/layers.test.ts).
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
