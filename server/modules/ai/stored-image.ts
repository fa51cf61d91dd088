import { getStorage, storageKeyOf } from "../media/service";

/**
 * The bytes of one of the shop's public images, by the URL the product form shows; null for an address
 * this shop's storage did not hand out (nothing is fetched from elsewhere), for its private files
 * (invoices, mail) and for anything that cannot be read as a file.
 */
export async function readProductImage(url: string): Promise<Uint8Array | null> {
  const storage = getStorage();
  const key = storageKeyOf(storage, url);
  if (!key || key.startsWith("private/") || key.endsWith("/")) return null;
  try {
    const body = await storage.get(key);
    return body ? new Uint8Array(body) : null;
  } catch {
    return null;
  }
}
