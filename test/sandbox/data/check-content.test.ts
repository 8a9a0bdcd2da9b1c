import { describe, expect, it } from 'vitest';
import { LOCATIONS, type CheckType } from '../../../src/client/schemas/index.js';
import { checkName, pickLocations, requestFor, scriptFor } from '../../../src/sandbox/data/check-content.js';
import { Rng } from '../../../src/sandbox/random.js';

describe('check content', () => {
  it('names checks by their type', () => {
    const rng = new Rng(7);
    expect(checkName(rng, 'API', 1)).toMatch(/ API – /);
    expect(checkName(rng, 'HEARTBEAT', 98)).toMatch(/heartbeat #1$/);
    expect(checkName(rng, 'SSL', 1)).toMatch(/^SSL certificate /);
    expect(checkName(rng, 'DNS', 1)).toMatch(/^DNS (A|AAAA|MX|TXT) /);
  });

  it('gives API checks a request with assertions, browser checks a script, others neither', () => {
    const rng = new Rng(8);
    expect(requestFor(rng, 'API')).toEqual(
      expect.objectContaining({ url: expect.stringMatching(/^https:\/\//), assertions: expect.any(Array) }),
    );
    expect(requestFor(rng, 'BROWSER')).toBeUndefined();
    expect(scriptFor('BROWSER', "it's \u001b[2J")).toContain("test('it\\'s ?[2J'");
    expect(scriptFor('API' as CheckType, 'x')).toBeUndefined();
  });

  it('picks one to four known locations, sorted', () => {
    const rng = new Rng(9);
    for (let i = 0; i < 50; i++) {
      const l = pickLocations(rng);
      expect(l.length).toBeGreaterThanOrEqual(1);
      expect(l.length).toBeLessThanOrEqual(4);
      expect([...l].sort()).toEqual(l);
      for (const x of l) expect(LOCATIONS).toContain(x);
    }
  });
});
