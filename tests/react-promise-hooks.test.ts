// Rendering a page must not switch on Node's promise hooks (patches/react-dom): once an
// AsyncLocalStorage has run, every promise the process makes afterwards pays for a hook call, a few
// hundred per page. Each build of react-dom/server is checked in a process of its own, since anything
// in the test runner may have switched the hooks on already.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * Renders a paragraph with react-dom/server, waits for React's follow-up work, then reads the async
 * id a promise reaction runs under: 0 while no promise hook is on.
 */
const RENDER_THEN_PROBE = `
const { renderToPipeableStream } = require("react-dom/server");
const { createElement } = require("react");
const { Writable } = require("node:stream");
const { executionAsyncId } = require("node:async_hooks");
const probe = () =>
  new Promise((resolve) => setTimeout(() => Promise.resolve().then(() => resolve(executionAsyncId())), 0));
(async () => {
  const parts = [];
  await new Promise((done) => {
    const { pipe } = renderToPipeableStream(createElement("p", null, "Silk saree"), {
      onAllReady() {
        pipe(new Writable({ write(chunk, _, next) { parts.push(chunk); next(); }, final(next) { next(); done(); } }));
      },
    });
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  console.log(JSON.stringify({ html: Buffer.concat(parts).toString(), asyncId: await probe() }));
})();
`;

function renderInOwnProcess(nodeEnv: string): { html: string; asyncId: number } {
  const output = execFileSync(process.execPath, ["-e", RENDER_THEN_PROBE], {
    env: { ...process.env, NODE_ENV: nodeEnv },
    encoding: "utf8",
  });
  return JSON.parse(output) as { html: string; asyncId: number };
}

describe("a page rendered by React's Node renderer", () => {
  it.each(["production", "development"])("leaves promise hooks off (%s build)", (nodeEnv) => {
    const { html, asyncId } = renderInOwnProcess(nodeEnv);
    expect(html).toBe("<p>Silk saree</p>");
    expect(asyncId).toBe(0);
  });
});
