import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeGemini, SAMPLE_DETAILS, startFakeGemini } from "../../../tests/fakes/gemini-server";
import { AI_MESSAGES, AiError } from "./errors";
import { generateMetadata, type GenerateTiming } from "./generate";
import { PRODUCT_PROMPT } from "./prompt";

let fake: FakeGemini;
let waits: number[];
const KEY = "AIza-test-key-1234";

beforeAll(async () => {
  fake = await startFakeGemini({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  waits = [];
});

// The spec's waits (2 s, then 4 s) are recorded instead of slept; the timeout is shortened.
const timing = (): GenerateTiming => ({
  timeoutMs: 300,
  sleep: async (ms) => void waits.push(ms),
});

const photo = (format: "jpeg" | "png" | "webp" | "gif") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#7b1e2b" } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

const generate = async (image?: Uint8Array, apiKey = KEY, url = fake.url) =>
  generateMetadata({ apiKey, baseUrl: url }, image ?? (await photo("jpeg")), timing());

/** The failure as [type, message]. */
async function failure(work: Promise<unknown>): Promise<[string, string]> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AiError)) throw new Error(`expected an AiError, got ${String(error)}`);
  return [error.type, error.message];
}

const isJpeg = (base64: string) => Buffer.from(base64, "base64").subarray(0, 3).toString("hex") === "ffd8ff";

describe("product details from a photo, through the SDK to the fake Gemini", () => {
  it("sends the prompt and the photo as inline JPEG with the spec's settings, and reads the answer", async () => {
    const details = await generate();
    expect(details).toMatchObject({
      name: SAMPLE_DETAILS.name,
      category: "Traditional Wear",
      subcategory: "Sarees",
      tags: ["banarasi", "silk saree", "zari", "ethnic", "traditional", "festive"],
      suggested_price_range: { min: 8500, max: 12500, currency: "INR" },
      confidence_score: 1,
    });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request.path).toBe("/v1beta/models/gemini-2.5-flash:generateContent");
    expect(request.apiKey).toBe(KEY);
    expect(request.body.generationConfig).toMatchObject({ temperature: 0.4, maxOutputTokens: 2048 });
    const parts = request.body.contents?.[0].parts ?? [];
    expect(parts[0].text).toBe(PRODUCT_PROMPT);
    expect(parts[1].inlineData?.mimeType).toBe("image/jpeg");
    expect(isJpeg(parts[1].inlineData?.data ?? "")).toBe(true);
    expect(waits).toEqual([]);
  });

  it.each(["png", "webp"] as const)("converts a %s photo to JPEG before sending it", async (format) => {
    await generate(await photo(format));
    const inline = fake.requests[0].body.contents?.[0].parts?.[1].inlineData;
    expect(inline?.mimeType).toBe("image/jpeg");
    expect(isJpeg(inline?.data ?? "")).toBe(true);
    const sent = await sharp(Buffer.from(inline?.data ?? "", "base64")).metadata();
    expect([sent.format, sent.width, sent.height]).toEqual(["jpeg", 64, 48]);
  });

  it("waits 2 s after a 429 and succeeds on the second attempt", async () => {
    fake.reply({ kind: "rate-limit" });
    expect((await generate()).name).toBe(SAMPLE_DETAILS.name);
    expect(fake.requests).toHaveLength(2);
    expect(waits).toEqual([2000]);
  });

  it("gives RATE_LIMIT after three 429s, waiting 2 s then 4 s", async () => {
    fake.setFallback({ kind: "rate-limit" });
    expect(await failure(generate())).toEqual(["RATE_LIMIT", "Failed after 3 attempts: Rate limit exceeded"]);
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([2000, 4000]);
  });

  it.each([
    ["401", { kind: "unauthorized" }],
    ["403", { kind: "forbidden" }],
  ] as const)("gives AUTHENTICATION_ERROR on %s, without trying again", async (_, reply) => {
    fake.reply(reply);
    expect(await failure(generate())).toEqual(["AUTHENTICATION_ERROR", "Invalid API key"]);
    expect(fake.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("treats Google's 400 API_KEY_INVALID for a wrong key as AUTHENTICATION_ERROR", async () => {
    expect(await failure(generate(undefined, "AIza-wrong"))).toEqual([
      "AUTHENTICATION_ERROR",
      "Invalid API key",
    ]);
    expect(fake.requests.map((r) => r.apiKey)).toEqual(["AIza-wrong"]);
  });

  it("gives INVALID_RESPONSE for malformed JSON, after three attempts", async () => {
    fake.setFallback({ kind: "malformed" });
    expect(await failure(generate())).toEqual([
      "INVALID_RESPONSE",
      "Failed after 3 attempts: Invalid response format from AI",
    ]);
    expect(fake.requests).toHaveLength(3);
  });

  it("gives INVALID_RESPONSE for an answer without name, category and description", async () => {
    fake.setFallback({ kind: "missing-fields" });
    expect(await failure(generate())).toEqual([
      "INVALID_RESPONSE",
      "Failed after 3 attempts: Invalid response format from AI",
    ]);
  });

  it("gives INVALID_RESPONSE when the HTTP body is not JSON", async () => {
    fake.setFallback({ kind: "broken-body" });
    expect(await failure(generate())).toEqual([
      "INVALID_RESPONSE",
      "Failed after 3 attempts: Invalid response format from AI",
    ]);
  });

  it("recovers when a malformed answer is followed by a good one", async () => {
    fake.reply({ kind: "malformed" });
    expect((await generate()).category).toBe("Traditional Wear");
    expect(waits).toEqual([2000]);
  });

  it("reads JSON the model wrapped in a code fence", async () => {
    fake.reply({ kind: "text", text: "```json\n" + JSON.stringify(SAMPLE_DETAILS) + "\n```" });
    expect((await generate()).name).toBe(SAMPLE_DETAILS.name);
  });

  it("gives TIMEOUT when the service hangs past the timeout on every attempt", async () => {
    fake.setFallback({ kind: "hang" });
    const started = Date.now();
    expect(await failure(generate())).toEqual(["TIMEOUT", "Failed after 3 attempts: Request timeout"]);
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("tries again after one hang", async () => {
    fake.reply({ kind: "hang" });
    expect((await generate()).name).toBe(SAMPLE_DETAILS.name);
    expect(fake.requests).toHaveLength(2);
  });

  it("gives API_ERROR when the service keeps failing with 500", async () => {
    fake.setFallback({ kind: "server-error" });
    expect(await failure(generate())).toEqual([
      "API_ERROR",
      "Failed after 3 attempts: AI service error (HTTP 500)",
    ]);
  });

  it("gives NETWORK_ERROR when the service cannot be reached", async () => {
    const gone = await startFakeGemini();
    const url = gone.url;
    await gone.close();
    expect(await failure(generate(undefined, KEY, url))).toEqual([
      "NETWORK_ERROR",
      "Failed after 3 attempts: Network error",
    ]);
    expect(waits).toEqual([2000, 4000]);
  });
});

describe("the photo is checked before any request", () => {
  it("refuses a file that is not an image, whatever it is called", async () => {
    const text = new TextEncoder().encode("<script>alert(1)</script> pretending to be photo.jpg");
    expect(await failure(generate(text))).toEqual(["INVALID_IMAGE", AI_MESSAGES.unsupported("not an image")]);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses a GIF with its format named", async () => {
    expect(await failure(generate(await photo("gif")))).toEqual([
      "INVALID_IMAGE",
      "Unsupported image format: gif",
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses an image over 4 MB (4194304 bytes)", async () => {
    const jpeg = await photo("jpeg");
    const big = new Uint8Array(4_194_305);
    big.set(jpeg);
    expect(await failure(generate(big))).toEqual([
      "INVALID_IMAGE",
      "Image size exceeds maximum allowed size (4MB)",
    ]);
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses an image whose header reads but whose pixels do not", async () => {
    const png = await sharp({
      create: {
        width: 320,
        height: 240,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    const broken = new Uint8Array(png.subarray(0, 1000));
    expect(await failure(generate(broken))).toEqual([
      "INVALID_IMAGE",
      "Failed to prepare image for analysis",
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});
