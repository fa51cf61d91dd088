import { listAdminBanners } from "../content/service";

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

/** Every banner's views, clicks and click-through rate, from the counters the storefront keeps. */
export async function bannerClickThrough(): Promise<BannerClickThrough[]> {
  const first = await listAdminBanners({ page: 1 });
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, i) => listAdminBanners({ page: i + 2 })),
  );
  return [first, ...rest]
    .flatMap((page) => page.rows)
    .map((b) => ({
      id: b.id,
      title: b.title || b.altText,
      position: b.position,
      isActive: b.isActive,
      views: b.viewCount,
      clicks: b.clickCount,
      rate: b.viewCount > 0 ? b.clickCount / b.viewCount : null,
    }));
}
