// Error classes that keep `instanceof` working across the bin's two bundles. commands.cjs and
// tui.cjs each carry their own copy of every class (src/bin.ts runs them apart), so an error the
// TUI throws was no instance of the dispatcher's classes and was reported as "unexpected". Each
// class is branded with a kind name under a symbol of the global registry (the same symbol in
// both bundles), and `instanceof` on a branded class also accepts an error whose kinds name it.

/** Symbol.for: one symbol per process, whichever bundle asks. */
const KINDS = Symbol.for('vigil.error-kinds');

type ErrorClass = abstract new (...args: never[]) => Error;

/** The kinds of an error (its class's, then each parent's), or none. */
function kindsOf(value: unknown): readonly string[] {
  const kinds = (value as { [KINDS]?: unknown } | null | undefined)?.[KINDS];
  return Array.isArray(kinds) ? (kinds as string[]) : [];
}

/** The class's own kind; undefined for a class that was never branded (a subclass added later). */
function ownKind(cls: ErrorClass): string | undefined {
  const proto = cls.prototype as object;
  return Object.hasOwn(proto, KINDS) ? kindsOf(proto)[0] : undefined;
}

function hasInstance(this: ErrorClass, value: unknown): boolean {
  if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
  const kind = ownKind(this);
  return kind !== undefined && kindsOf(value).includes(kind);
}

/**
 * Brands each class with its kind (the key it is given under), parents before children. A root
 * (a class whose parent is not branded) gets the `instanceof` that reads brands; its subclasses
 * inherit it.
 */
export function brandErrorClasses(classes: Record<string, ErrorClass>): void {
  for (const [kind, cls] of Object.entries(classes)) {
    const parentKinds = kindsOf(Object.getPrototypeOf(cls.prototype));
    Object.defineProperty(cls.prototype, KINDS, { value: [kind, ...parentKinds] });
    if (parentKinds.length === 0) Object.defineProperty(cls, Symbol.hasInstance, { value: hasInstance });
  }
}

/** Whether `cls` was branded by brandErrorClasses (for the test that every error class is). */
export function isBrandedErrorClass(cls: ErrorClass): boolean {
  return ownKind(cls) !== undefined;
}
