/**
 * One instance per process even when a module is loaded twice (the dev server reloads
 * modules; the HTTP entry and the app build each import server code).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __shopSingletons?: Map<string, unknown> };
  store.__shopSingletons ??= new Map();
  if (!store.__shopSingletons.has(name)) store.__shopSingletons.set(name, create());
  return store.__shopSingletons.get(name) as T;
}

export function dropSingleton(name: string): void {
  const store = globalThis as typeof globalThis & { __shopSingletons?: Map<string, unknown> };
  store.__shopSingletons?.delete(name);
}
