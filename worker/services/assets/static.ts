/** What the isolate has read of the static assets, by path: each file is read and parsed once per isolate. */
const cache = new Map<string, Promise<unknown>>();

/**
 * A file of the static assets (dist/client) at `path`, read through the assets binding, or from `testBase` (a local
 * server: the tests must not depend on a build having run), once per isolate. A failed read is forgotten, so the next
 * one tries again.
 */
export function assetOnce<T>(
  env: { ASSETS: Fetcher },
  path: string,
  parse: (res: Response) => Promise<T>,
  testBase?: string,
): Promise<T> {
  let value = cache.get(path) as Promise<T> | undefined;
  if (!value) {
    const res = testBase
      ? fetch(`${testBase}/${path.slice(path.lastIndexOf("/") + 1)}`)
      : env.ASSETS.fetch(new Request(`https://assets.local/${path}`));
    value = res.then(async (r) => {
      if (!r.ok) throw new Error(`${path} is not available (${r.status}); run the build so dist/client holds it`);
      return parse(r);
    });
    value.catch(() => cache.delete(path));
    cache.set(path, value);
  }
  return value;
}
