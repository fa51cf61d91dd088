import { useRouteLoaderData } from "react-router";
import { type JsonLd as JsonLdData, serializeJsonLd } from "../../lib/seo";
import type { RootData } from "../root";

/**
 * Structured data for search engines (build it with the lib/seo.ts helpers). The JSON is escaped so no
 * text in it can close the element; the nonce is this response's CSP nonce unless one is given.
 */
export function JsonLd({ data, nonce }: { data: JsonLdData | JsonLdData[]; nonce?: string }) {
  const rootNonce = useRouteLoaderData<RootData>("root")?.nonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce ?? rootNonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
