import { recentResult } from "../../cache/recent-result";
import { stockAging } from "./admin-aging";
import { stockDistribution } from "./admin-distribution";
import { stockTurnover } from "./admin-turnover";
import { stockValuation } from "./admin-valuation";

/**
 * The whole-catalogue stock reports read every product (100-500 ms of database work on a large
 * catalogue), so each is worked out at most once a minute and shared by everyone who opens it then;
 * the page says when its figures were worked out.
 */
export const INSIGHT_MAX_AGE_MS = 60_000;

export const recentStockReports = {
  valuation: recentResult(INSIGHT_MAX_AGE_MS, () => stockValuation()),
  aging: recentResult(INSIGHT_MAX_AGE_MS, () => stockAging()),
  turnover: recentResult(INSIGHT_MAX_AGE_MS, () => stockTurnover()),
  distribution: recentResult(INSIGHT_MAX_AGE_MS, () => stockDistribution()),
};
