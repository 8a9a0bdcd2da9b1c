import { describe, expect, it } from 'vitest';
import { isSupportedNode, oldNodeMessage, REQUIRED_NODE } from '../../src/startup/node-version.js';

describe('isSupportedNode', () => {
  it.each([
    ['20.20.2', false],
    ['22.12.0', false],
    ['22.13.0', true],
    ['22.23.3', true],
    ['23.0.0', true],
    ['24.21.0', true],
    ['26.10.0', true],
    ['18.99.99', false],
  ])('%s: %s', (version, supported) => {
    expect(isSupportedNode(version)).toBe(supported);
  });
});

describe('oldNodeMessage', () => {
  it('is one sentence naming the Node found and the one needed', () => {
    const text = oldNodeMessage('20.20.2', '/usr/bin/node');
    expect(text).toContain('20.20.2');
    expect(text).toContain('/usr/bin/node');
    expect(text).toContain(REQUIRED_NODE);
    expect(text.trimEnd().split('\n')).toHaveLength(1);
  });
});
