import { getResizedImage } from "../../server/modules/media/service";
import type { Route } from "./+types/image";

/** GET /images/{width}/{key}: a resized WebP of an uploaded image, cacheable for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  const image = await getResizedImage(Number(params.width), params["*"] ?? "");
  if (!image) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(image.body), {
    headers: {
      "Content-Type": image.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Length": String(image.body.length),
    },
  });
}
