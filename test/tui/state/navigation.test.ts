import { describe, expect, it } from 'vitest';
import {
  currentRoute,
  initialNavigation,
  isAtTop,
  navigationReducer,
  route,
  routeKey,
} from '../../../src/tui/state/navigation.js';

describe('navigation', () => {
  const checks = route('checks');
  const check = route('check', { id: 'a' });

  it('pushes, pops, and never pops the last screen', () => {
    let s = initialNavigation(checks);
    s = navigationReducer(s, { type: 'push', route: check });
    expect(currentRoute(s)).toEqual(check);
    expect(isAtTop(s)).toBe(false);
    s = navigationReducer(s, { type: 'pop' });
    expect(currentRoute(s)).toEqual(checks);
    expect(isAtTop(s)).toBe(true);
    expect(navigationReducer(s, { type: 'pop' })).toBe(s);
  });

  it('does not push the screen that is already on top', () => {
    const s = navigationReducer(initialNavigation(checks), { type: 'push', route: route('checks') });
    expect(s.stack).toHaveLength(1);
  });

  it("switches to another screen's stack and replaces the top on replace", () => {
    let s = navigationReducer(initialNavigation(checks), { type: 'push', route: check });
    s = navigationReducer(s, { type: 'switch', route: route('groups') });
    expect(s.stack.map((r) => r.name)).toEqual(['groups']);
    s = navigationReducer(s, { type: 'replace', route: route('group', { id: '3' }) });
    expect(s.stack.map(routeKey)).toEqual(['group?id=3']);
  });

  it('keys routes by name and sorted params', () => {
    expect(routeKey(route('x', { b: '2', a: '1' }))).toBe('x?a=1&b=2');
    expect(routeKey(route('checks'))).toBe('checks');
  });
});

describe('navigation: a stack per top-level screen', () => {
  it('a number key comes back to where that screen was left; its own number goes to its first screen', () => {
    const sessions = route('sessions');
    const session = route('session', { id: 's' });
    const result = route('session-result', { sessionId: 's', resultId: 'r' });
    let s = initialNavigation(sessions);
    s = navigationReducer(s, { type: 'push', route: session });
    s = navigationReducer(s, { type: 'push', route: result });
    s = navigationReducer(s, { type: 'switch', route: route('checks') });
    expect(s.stack.map(routeKey)).toEqual(['checks']);
    s = navigationReducer(s, { type: 'push', route: route('check', { id: 'c' }) });
    s = navigationReducer(s, { type: 'switch', route: sessions });
    expect(s.stack).toEqual([sessions, session, result]);
    s = navigationReducer(s, { type: 'switch', route: route('checks') });
    expect(s.stack.map(routeKey)).toEqual(['checks', 'check?id=c']);
    s = navigationReducer(s, { type: 'switch', route: route('checks') });
    expect(s.stack.map(routeKey)).toEqual(['checks']);
    expect(navigationReducer(s, { type: 'switch', route: route('checks') })).toBe(s);
  });
});
