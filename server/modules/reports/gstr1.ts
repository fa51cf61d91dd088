import { type Gstr1TableName, gstr1CsvRows } from "../../../lib/gstr1";
import { getSellerDetails } from "../settings/service";
import { readMonthDocuments } from "./gstr1-read";
import { type Gstr1Figures, gstr1Figures } from "./gstr1-tables";

export interface Gstr1Report extends Gstr1Figures {
  month: string;
}

/** The GSTR-1 of a month (YYYY-MM, Indian dates): its tables for the offline tool and a summary. */
export async function gstr1Report(month: string): Promise<Gstr1Report> {
  const [documents, seller] = await Promise.all([readMonthDocuments(month), getSellerDetails()]);
  return { month, ...gstr1Figures(documents, seller.state) };
}

/** One table of a month's GSTR-1 as the rows of its CSV template, the header first. */
export async function gstr1Csv(month: string, table: Gstr1TableName): Promise<string[][]> {
  const { tables } = await gstr1Report(month);
  return gstr1CsvRows(table, tables[table]);
}

/** The download's file name: gstr1-2026-10-b2cs.csv. */
export const gstr1FileName = (month: string, table: Gstr1TableName) => `gstr1-${month}-${table}.csv`;
