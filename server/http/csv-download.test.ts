import { describe, expect, it } from "vitest";
import { csvStream } from "./csv-download";

describe("the CSV stream", () => {
  it("reads rows only as the reader takes the bytes, and stops when the reader goes", async () => {
    const state = { taken: 0, closed: false };
    async function* rows() {
      try {
        yield ["Name", "Note"];
        for (let i = 0; i < 10_000; i++) {
          state.taken++;
          yield [`Customer ${i}`, i === 0 ? "=1+1" : ""];
        }
      } finally {
        state.closed = true;
      }
    }
    const reader = csvStream(rows()).getReader();
    const first = new TextDecoder("utf-8", { ignoreBOM: true }).decode((await reader.read()).value);
    expect(first.startsWith("\uFEFFName,Note\r\nCustomer 0,'=1+1\r\n")).toBe(true);
    expect(state.taken).toBeLessThan(1_000);
    await reader.cancel();
    expect(state.closed).toBe(true);
    expect(state.taken).toBeLessThan(1_000);
  });
});
