/** The reports module's door: returns prepared from other modules' records, read-only. */
export { gstr1Csv, gstr1FileName, gstr1Report } from "./gstr1";
export type { Gstr1Summary } from "./gstr1-summary";
export { indianMonth, parseReportMonth } from "./month";
