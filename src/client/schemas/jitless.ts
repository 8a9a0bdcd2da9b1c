// Imported (before the schemas load) by a client made with `compiledParsers: false`: zod then
// parses without compiling a parser per object schema (new Function at its first parse). A plain
// command parses one answer and exits: compiling cost it more than it saved, and that code is
// never in the bin's code cache (src/bin.ts): about 5 ms of `vigil test-sessions list`.
import { z } from 'zod';

z.config({ jitless: true });
