// The navigation stacks: Enter pushes, Esc/q pops. Each top-level screen keeps its own stack, like
// a tab: a number key goes back to where that screen was left (its list again when it is the
// screen already shown).

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
  /** The shown screen's stack; its first route names the tab. */
  stack: readonly Route[];
  /** The stacks of the other tabs, by the name of their first route. */
  tabs: Readonly<Record<string, readonly Route[]>>;
}

export type NavigationAction =
  | { type: 'push'; route: Route }
  | { type: 'pop' }
  | { type: 'switch'; route: Route }
  | { type: 'replace'; route: Route }
  /** Open a route on top of the stack of its tab (`tab`, a top-level screen's name), shown. */
  | { type: 'open'; tab: string; route: Route };

export function initialNavigation(start: Route): NavigationState {
  return { stack: [start], tabs: {} };
}

export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
  switch (action.type) {
    case 'push': {
      const top = state.stack[state.stack.length - 1];
      if (top && routeKey(top) === routeKey(action.route)) return state;
      return { ...state, stack: [...state.stack, action.route] };
    }
    case 'pop':
      return state.stack.length <= 1 ? state : { ...state, stack: state.stack.slice(0, -1) };
    case 'switch': {
      const root = state.stack[0]!;
      const tab = action.route.name;
      // The shown tab's number: back to its first screen.
      if (root.name === tab)
        return state.stack.length === 1 && routeKey(root) === routeKey(action.route)
          ? state
          : { ...state, stack: [action.route] };
      const { [tab]: saved, ...others } = state.tabs;
      return { stack: saved ?? [action.route], tabs: { ...others, [root.name]: state.stack } };
    }
    case 'replace':
      return { ...state, stack: [...state.stack.slice(0, -1), action.route] };
    case 'open': {
      const shown =
        state.stack[0]!.name === action.tab
          ? state
          : navigationReducer(state, { type: 'switch', route: route(action.tab) });
      return navigationReducer(shown, { type: 'push', route: action.route });
    }
  }
}

export function currentRoute(state: NavigationState): Route {
  // The stack is never empty: pop stops at one entry.
  return state.stack[state.stack.length - 1]!;
}

export function isAtTop(state: NavigationState): boolean {
  return state.stack.length <= 1;
}
