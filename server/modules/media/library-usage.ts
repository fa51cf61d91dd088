/** A record that shows an image: a product, category, banner... and its name. */
export interface ImageUse {
  kind: string;
  name: string;
}

/** Asks the modules that own such records which of them use any of the URLs. */
export type FindImageUses = (urls: string[]) => Promise<ImageUse[]>;

const NAMED = 4;

const list = (parts: string[]) =>
  parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;

/** 'This image is used by product "Red Silk Lehenga" and category "Festive". Remove it there first.' */
export function imageUsageMessage(uses: ImageUse[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const use of uses) {
    const part = `${use.kind} "${use.name}"`;
    if (!seen.has(part)) parts.push(part);
    seen.add(part);
  }
  const shown = parts.length > NAMED + 1 ? [...parts.slice(0, NAMED), `${parts.length - NAMED} more`] : parts;
  return `This image is used by ${list(shown)}. Remove it there first.`;
}
