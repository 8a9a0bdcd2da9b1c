// Imported (before the schemas load) by a client made with `compiledParsers: false`: zod then
// parses without compiling a parser per object schema (new Function at its first parse). A plain
// command parses one answer and exits: compiling cost it more than it saved, and that code is
// never in the bin's code cache (src/bin.ts): about 5 ms of `vigil test-sessions list`.
// zod's core: the setting is shared by its full API and zod/mini, and this loads neither.
import { config } from 'zod/v4/core';

config({ jitless: true });
