/**
 * The carriers an Indian shop usually ships with, and how each one's public tracking page is
 * reached from a tracking number. A carrier without a per-number link gets its tracking page.
 */
export interface Carrier {
  key: string;
  name: string;
  /** The tracking page for one parcel; `{n}` is replaced by the URL-encoded tracking number. */
  trackingUrl: string;
}

export const CARRIERS: readonly Carrier[] = [
  {
    key: "india_post",
    name: "India Post (Speed Post)",
    trackingUrl:
      "https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx?consignment={n}",
  },
  { key: "delhivery", name: "Delhivery", trackingUrl: "https://www.delhivery.com/track/package/{n}" },
  {
    key: "bluedart",
    name: "Blue Dart",
    trackingUrl: "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={n}",
  },
  { key: "dtdc", name: "DTDC", trackingUrl: "https://www.dtdc.in/trace.asp?strCnno={n}" },
  { key: "ekart", name: "Ekart", trackingUrl: "https://ekartlogistics.com/shipmenttrack/{n}" },
  {
    key: "xpressbees",
    name: "Xpressbees",
    trackingUrl: "https://www.xpressbees.com/shipment/tracking?awbNo={n}",
  },
  {
    key: "ecom_express",
    name: "Ecom Express",
    trackingUrl: "https://ecomexpress.in/tracking/?awb_field={n}",
  },
  { key: "shadowfax", name: "Shadowfax", trackingUrl: "https://tracker.shadowfax.in/#/track/{n}" },
  {
    key: "professional",
    name: "The Professional Couriers",
    trackingUrl: "https://www.tpcindia.com/Tracking2014.aspx?id={n}",
  },
  { key: "shiprocket", name: "Shiprocket", trackingUrl: "https://shiprocket.co/tracking/{n}" },
];

const BY_KEY = new Map(CARRIERS.map((c) => [c.key, c]));

export const isCarrier = (key: string): boolean => BY_KEY.has(key);

export const carrierName = (key: string | null): string | null =>
  key ? (BY_KEY.get(key)?.name ?? key) : null;

/** The parcel's public tracking link, or null without a known carrier and a tracking number. */
export function trackingUrlFor(carrier: string | null, trackingNumber: string | null): string | null {
  const found = carrier ? BY_KEY.get(carrier) : undefined;
  if (!found || !trackingNumber?.trim()) return null;
  return found.trackingUrl.replace("{n}", encodeURIComponent(trackingNumber.trim()));
}
