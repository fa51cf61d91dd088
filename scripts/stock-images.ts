// `npm run stock-images`: draws the stock category pictures (public/stock/categories/<motif>.svg)
// with the demo seed's own art, one per motif of lib/stock-images.ts.
import fs from "node:fs";
import path from "node:path";
import { STOCK_MOTIFS } from "../lib/stock-images";
import { categoryArtForMotif } from "./seed/art/scenes";

const dir = path.resolve("public/stock/categories");
fs.mkdirSync(dir, { recursive: true });
STOCK_MOTIFS.forEach((motif, index) => {
  const file = path.join(dir, `${motif}.svg`);
  fs.writeFileSync(file, categoryArtForMotif(index, motif));
  console.log(`${file} (${fs.statSync(file).size} bytes)`);
});
