// zod compiles a fast parser (new Function) for each object schema at its first parse. A plain
// command parses one answer and exits: compiling costs it more than it saves, and that code is
// never in the bin's code cache (src/bin.ts): about 5 ms of `vigil test-sessions list`. The
// dispatcher imports this before it loads a command, since zod reads the setting when a schema is
// made. The TUI, bundled apart with its own zod, keeps the compiled parsers for its big answers.
import { z } from 'zod';

z.config({ jitless: true });
