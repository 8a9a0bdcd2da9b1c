// The navigation stack: Enter pushes, Esc/q pops, a number key starts a new stack at that screen.

export interface Route {
  /** A screen name from the registry ('checks', 'check', 'group', ...). */
  name: string;
  params: Readonly<Record<string, string>>;
}

export function route(name: string, params: Record<string, string> = {}): Route {
  return { name, params };
}

/** Stable identity of a route: UI state (selection, page, filter) is remembered under it. */
export function routeKey(r: Route): string {
  const keys = Object.keys(r.params).sort();
  return keys.length === 0 ? r.name : `${r.name}?${keys.map((k) => `${k}=${r.params[k]}`).join('&')}`;
}

export interface NavigationState {
  stack: readonly Route[];
}

export type NavigationAction =
  | { type: 'push'; route: Route }
  | { type: 'pop' }
  | { type: 'switch'; route: Route }
  | { type: 'replace'; route: Route };

export function initialNavigation(start: Route): NavigationState {
  return { stack: [start] };
}

export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'push': {
      const top = state.stack[state.stack.length - 1];
      if (top && routeKey(top) === routeKey(action.route)) return state;
      return { stack: [...state.stack, action.route] };
    }
    case 'pop':
      return state.stack.length <= 1 ? state : { stack: state.stack.slice(0, -1) };
    case 'switch':
      return { stack: [action.route] };
    case 'replace':
      return { stack: [...state.stack.slice(0, -1), action.route] };
  }
}

export function currentRoute(state: NavigationState): Route {
  // The stack is never empty: pop stops at one entry.
  return state.stack[state.stack.length - 1]!;
}

export function isAtTop(state: NavigationState): boolean {
  return state.stack.length <= 1;
}
