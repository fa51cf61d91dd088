import { listBannerCounters } from "../content/service";

export interface BannerClickThrough {
  id: string;
  title: string;
  position: string;
  isActive: boolean;
  views: number;
  clicks: number;
  /** Clicks per view, 0 to 1; null before the first view. */
  rate: number | null;
}

/** The panel shows the most viewed banners; the CSV lists them all. */
export const BANNER_PANEL_LIMIT = 20;

/**
 * Banners' views, clicks and click-through rate from the counters the storefront keeps, most viewed
 * first: the first `limit`, or every banner.
 */
export async function bannerClickThrough(limit?: number): Promise<BannerClickThrough[]> {
  return (await listBannerCounters(limit)).map((b) => ({
    id: b.id,
    title: b.title,
    position: b.position,
    isActive: b.isActive,
    views: b.viewCount,
    clicks: b.clickCount,
    rate: b.viewCount > 0 ? b.clickCount / b.viewCount : null,
  }));
}
