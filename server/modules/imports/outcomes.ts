import type { RowAction, RowOutcome } from "./types";

/** Collects messages per line while a unit of rows is checked. */
export class LineErrors {
  private readonly byLine = new Map<number, string[]>();

  add(line: number, message: string): void {
    const list = this.byLine.get(line) ?? [];
    if (!list.includes(message)) list.push(message);
    this.byLine.set(line, list);
  }

  get any(): boolean {
    return this.byLine.size > 0;
  }

  of(line: number): string[] {
    return this.byLine.get(line) ?? [];
  }

  /** The first line with a problem, for the rows rejected with it. */
  get firstLine(): number | undefined {
    return Math.min(...this.byLine.keys());
  }
}

export const outcome = (
  line: number,
  label: string,
  action: RowAction,
  errors: string[] = [],
): RowOutcome => ({
  line,
  label,
  action,
  errors,
});

export const rejectedWith = (firstLine: number | undefined) =>
  `Not imported: it belongs with row ${firstLine ?? "?"}, which has errors`;
