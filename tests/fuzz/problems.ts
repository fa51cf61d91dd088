import type { FuzzRequest, Who } from "./fuzz-request";
import type { Outcome } from "./probe";
import { unexpectedWrites } from "./write-watch";

export interface Problem {
  who: Who;
  request: FuzzRequest;
  outcome: Outcome;
  why: string;
}

/** What is wrong with an answer: no answer, a 5xx, an unhandled throw or error log, a refusal that wrote. */
export function problemOf(outcome: Outcome): string | null {
  if (outcome.networkError) return `no answer: ${outcome.networkError}`;
  if (outcome.status >= 500) return `answered ${outcome.status}`;
  if (outcome.thrown) return `the action threw ${outcome.thrown}`;
  if (outcome.logged.length) return "logged an error";
  const changed = outcome.status >= 400 ? unexpectedWrites(outcome.writes) : [];
  if (changed.length)
    return `refused with ${outcome.status} but wrote ${changed.map((w) => `${w.op} ${w.table}`).join(", ")}`;
  return null;
}

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}…` : text);

/** A problem as a reproduction: who sent what, and what came back. */
export const describeProblem = (p: Problem) =>
  [
    `${p.why} — ${p.request.target} as ${p.who}`,
    `  ${p.request.method} ${cut(p.request.url, 300)}`,
    `  headers: ${JSON.stringify(p.request.headers)}${p.request.cookieTrick ? ` cookie: ${p.request.cookieTrick}` : ""}`,
    `  body${p.request.chunked ? " (streamed, no Content-Length)" : ""}: ${p.request.bodyPreview}`,
    `  answer: ${p.outcome.status} ${p.outcome.responsePreview}`,
    ...(p.outcome.thrown ? [`  thrown: ${p.outcome.thrown}`] : []),
    ...p.outcome.logged.map((line) => `  logged: ${cut(line, 400)}`),
  ].join("\n");
