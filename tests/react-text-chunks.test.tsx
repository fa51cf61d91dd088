// React's streaming renderer gathers a page's text and encodes it once per flush (patches/react-dom):
// the bytes must be the ones React's own string renderer produces, whatever the text and its length.
import { PassThrough, Writable } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

function Page({ repeat }: { repeat: number }) {
  const long = "साड़ी ₹1,299 & <silk> ".repeat(repeat);
  return (
    <main className="shop" data-count={repeat}>
      <h1 title={`Kurta "${repeat}"`}>Our Collection</h1>
      {Array.from({ length: 40 }, (_, i) => (
        <p key={i}>
          Card {i}: {long.slice(0, i * 7)} <a href={`/products/${i}?q=a&b=c`}>Open</a>
        </p>
      ))}
      <pre>{long}</pre>
      <input type="checkbox" defaultChecked readOnly />
    </main>
  );
}

function streamed(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const sink = new PassThrough();
        const parts: Buffer[] = [];
        sink.on("data", (part: Buffer) => parts.push(part));
        sink.on("end", () => resolve(Buffer.concat(parts)));
        pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
  });
}

describe("a page rendered by React's streaming renderer", () => {
  // 0: a short page; 700 and 1,500: its text passes the 16,384 characters gathered before a write,
  // with multi-byte characters on either side of the cut.
  it.each([0, 1, 700, 1500])(
    "is byte for byte the string renderer's page (text repeated %i times)",
    async (repeat) => {
      const bytes = await streamed(<Page repeat={repeat} />);
      expect(bytes.toString("utf8")).toBe(renderToString(<Page repeat={repeat} />));
    },
  );
});

describe("React's streaming renderer, as patched", () => {
  it("hands a page over in pieces of 16,384 characters, not in 4 KB views", async () => {
    const sizes: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const list = (
        <ul>
          {Array.from({ length: 400 }, (_, i) => (
            <li key={i} className="card">
              Item {i} ₹{i * 3}
            </li>
          ))}
        </ul>
      );
      const { pipe } = renderToPipeableStream(list, {
        onAllReady() {
          const sink = new Writable({
            write(chunk: Buffer, _encoding, done) {
              sizes.push(chunk.length);
              done();
            },
            final(done) {
              resolve();
              done();
            },
          });
          pipe(sink);
        },
        onError: reject,
      });
    });
    // About 20 KB: one piece of the gathered 16,384 characters (more bytes: ₹ takes three) and the rest.
    expect(sizes).toHaveLength(2);
    expect(sizes[0]).toBeGreaterThan(16_384);
  });
});
