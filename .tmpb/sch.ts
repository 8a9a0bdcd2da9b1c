const t0 = performance.now();
const { z } = await import('zod');
const t1 = performance.now();
z.config({ jitless: true });
const S = await import('../src/client/schemas/index.ts');
const t2 = performance.now();
const R = await import('../src/client/resources.ts');
const t3 = performance.now();
console.log('zod', (t1 - t0).toFixed(1), 'schemas', (t2 - t1).toFixed(1), 'resources', (t3 - t2).toFixed(1), Object.keys(S).length, typeof R);
