// The JavaScript a first visit to a page downloads before hydration, gzipped.
import { gzipSync } from "node:zlib";

export interface InitialJs {
  files: { url: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Module scripts, modulepreloads and what those import statically, each gzipped as the server would.
 * `headers` go with the page request only (e.g. a session cookie for a page behind sign-in).
 */
export async function measureInitialJs(
  pageUrl: string,
  headers: Record<string, string> = {},
): Promise<InitialJs> {
  const page = await fetch(pageUrl, { headers, redirect: "manual" });
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
  const html = await page.text();
  const queue: string[] = [];
  const inline: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g))
    if (attr(tag, "rel") === "modulepreload" && attr(tag, "href")) queue.push(attr(tag, "href")!);
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
    if (attr(tag, "type") !== "module") continue;
    if (attr(tag, "src")) queue.push(attr(tag, "src")!);
    else {
      inline.push(body);
      // The inline bootstrap imports the route modules and then the client entry.
      for (const [, spec] of body.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*["']([^"']+)["']/g))
        queue.push(spec);
    }
  }
  const files = new Map<string, number>();
  while (queue.length > 0) {
    const url = new URL(queue.shift()!, pageUrl).toString();
    if (files.has(url)) continue;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const code = Buffer.from(await response.arrayBuffer());
    files.set(url, gzipSync(code).length);
    // Static imports between chunks (`import{a}from"./chunk.js"`, `import"./x.js"`); dynamic ones load later.
    for (const [, spec] of code.toString().matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g))
      queue.push(new URL(spec, url).toString());
  }
  const list = [...files].map(([url, gzipBytes]) => ({ url: new URL(url).pathname, gzipBytes }));
  for (const body of inline) list.push({ url: "(inline module script)", gzipBytes: gzipSync(body).length });
  return { files: list, totalGzipBytes: list.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
