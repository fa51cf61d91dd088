import http from "node:http";
import type { AddressInfo } from "node:net";

/** A tiny S3-compatible server (path-style PUT, GET, HEAD, DELETE object) keeping objects in memory. */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string; cacheControl?: string }>();
  const server = http.createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const stored = objects.get(key);
      if (req.method === "PUT") {
        objects.set(key, {
          body: decodeChunked(Buffer.concat(chunks), req.headers),
          contentType: String(req.headers["content-type"] ?? ""),
          cacheControl: req.headers["cache-control"] as string | undefined,
        });
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if ((req.method === "GET" || req.method === "HEAD") && stored) {
        res.writeHead(200, { "Content-Type": stored.contentType, "Content-Length": stored.body.length });
        res.end(req.method === "GET" ? stored.body : undefined);
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(404, { "Content-Type": "application/xml" });
        res.end(
          req.method === "HEAD"
            ? undefined
            : "<Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>",
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The SDK may send aws-chunked bodies; keep only the payload. */
function decodeChunked(body: Buffer, headers: http.IncomingHttpHeaders): Buffer {
  if (!String(headers["content-encoding"] ?? "").includes("aws-chunked")) return body;
  const out: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf("\r\n", offset);
    const size = parseInt(body.subarray(offset, lineEnd).toString().split(";")[0], 16);
    if (!size) break;
    out.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}
