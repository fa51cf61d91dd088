// Verdict of `npm run bench:stock-race`: what the answers say happened, held against what the
// database holds afterwards, per variant and overall.
import type { RaceState, RaceVariant, VariantState } from "./stock-race-db";
import type { Verdict } from "./stock-race-http";
import type { PlannedAdjustment, RaceBuyer } from "./stock-race-setup";

export interface Outcome<T> {
  of: T;
  verdict: Verdict;
  ms: number;
}

export interface Judgement {
  headers: string[];
  rows: string[][];
  /** Every check that failed, in words; empty when the race kept the stock right. */
  failures: string[];
}

/** What the answers say happened to one variant. */
function answered(
  variant: RaceVariant,
  orders: Outcome<RaceBuyer>[],
  adjustments: Outcome<PlannedAdjustment>[],
) {
  const own = orders.filter((o) => o.of.variant.id === variant.id);
  const placed = own.filter((o) => o.verdict.kind === "accepted");
  const units = (cod: boolean) =>
    placed.filter((o) => o.of.cod === cod).reduce((n, o) => n + o.of.quantity, 0);
  const adjusted = adjustments.filter((a) => a.of.variantId === variant.id);
  const accepted = adjusted.filter((a) => a.verdict.kind === "accepted");
  return {
    wanted: own.reduce((n, o) => n + o.of.quantity, 0),
    turnedAway: own.filter((o) => o.verdict.kind === "refused").length,
    cod: units(true),
    online: units(false),
    adminCount: accepted.length,
    adminRefused: adjusted.filter((a) => a.verdict.kind === "refused").length,
    adminChange: accepted.reduce((n, a) => n + a.of.change, 0),
  };
}

/** The checks of one variant; the names of those that fail. */
function variantChecks(start: VariantState, end: VariantState, a: ReturnType<typeof answered>) {
  const ledgerOnHand = start.onHand + end.ledgerOnHand - start.ledgerOnHand;
  const ledgerReserved = start.reserved + end.ledgerReserved - start.ledgerReserved;
  const checks: [string, boolean][] = [
    // Neither the buyers' nor the admins' changes were lost.
    ["on hand = start + admin - COD", end.onHand === start.onHand + a.adminChange - a.cod],
    ["reserved = start + online", end.reserved === start.reserved + a.online],
    ["ledger = levels", ledgerOnHand === end.onHand && ledgerReserved === end.reserved],
    ["never negative", end.onHand >= 0 && end.reserved >= 0],
    // Nothing oversold: no movement ever held more than was on hand, nor does the end state.
    [
      "not oversold",
      end.reserved <= end.onHand &&
        end.badMovements === start.badMovements &&
        a.cod + a.online <= start.onHand + a.adminChange,
    ],
    // The answers and the database agree: every 201 is an order, every accepted adjustment a movement.
    [
      "orders = answers",
      end.codUnits - start.codUnits === a.cod && end.onlineUnits - start.onlineUnits === a.online,
    ],
    [
      "admin movements = answers",
      end.adminMovements - start.adminMovements === a.adminCount &&
        end.adminChange - start.adminChange === a.adminChange,
    ],
  ];
  return { ledgerOnHand, ledgerReserved, failed: checks.filter(([, ok]) => !ok).map(([name]) => name) };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function judge(
  variants: RaceVariant[],
  start: RaceState,
  end: RaceState,
  orders: Outcome<RaceBuyer>[],
  adjustments: Outcome<PlannedAdjustment>[],
): Judgement {
  const failures: string[] = [];
  const rows = variants.map((variant) => {
    const s = start.variants.get(variant.id)!;
    const e = end.variants.get(variant.id)!;
    const a = answered(variant, orders, adjustments);
    const { ledgerOnHand, ledgerReserved, failed } = variantChecks(s, e, a);
    for (const name of failed) failures.push(`${variant.sku}: ${name}`);
    return [
      variant.sku,
      String(s.onHand),
      `${signed(a.adminChange)} (${a.adminCount}/${a.adminRefused})`,
      String(a.wanted),
      String(a.cod),
      String(a.online),
      String(a.turnedAway),
      String(e.onHand),
      String(e.reserved),
      `${ledgerOnHand} / ${ledgerReserved}`,
      failed.length === 0 ? "ok" : `FAILED: ${failed.join(", ")}`,
    ];
  });

  const placed = orders.filter((o) => o.verdict.kind === "accepted");
  const count = (status: string) => (end.ordersByStatus[status] ?? 0) - (start.ordersByStatus[status] ?? 0);
  const codPlaced = placed.filter((o) => o.of.cod).length;
  if (count("confirmed") !== codPlaced)
    failures.push(
      `${count("confirmed")} confirmed orders in the database, ${codPlaced} COD orders answered 201`,
    );
  if (count("pending") !== placed.length - codPlaced)
    failures.push(
      `${count("pending")} pending orders in the database, ${placed.length - codPlaced} online orders answered 201`,
    );
  const unexpected = [...orders, ...adjustments].filter((o) => o.verdict.kind === "unexpected").length;
  if (unexpected > 0) failures.push(`${unexpected} unexpected answer(s) (5xx, network or other)`);
  if (end.deadlocks > start.deadlocks)
    failures.push(`${end.deadlocks - start.deadlocks} deadlock(s) in PostgreSQL`);
  for (const name of end.productsOutOfSync)
    failures.push(`${name}: products.stock_available differs from its variants`);
  if (!orders.some((o) => o.verdict.kind === "refused"))
    failures.push("no buyer was turned away: demand never exceeded stock, so overselling was not tried");
  return {
    headers: [
      "variant",
      "start",
      "admin ± (ok/refused)",
      "wanted",
      "sold COD",
      "held online",
      "turned away",
      "on hand",
      "reserved",
      "ledger on hand / reserved",
      "checks",
    ],
    rows,
    failures,
  };
}
