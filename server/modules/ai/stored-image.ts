import { getStorage, storageKeyOf } from "../media/service";

/**
 * The bytes of one of the shop's stored images, by the URL the product form shows; null for an address
 * this shop's storage did not hand out (nothing is fetched from elsewhere).
 */
export async function readProductImage(url: string): Promise<Uint8Array | null> {
  const storage = getStorage();
  const key = storageKeyOf(storage, url);
  if (!key) return null;
  const body = await storage.get(key);
  if (!body) return null;
  return new Uint8Array(body);
}
