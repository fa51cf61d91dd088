/** What the order e-mail render functions take and return. */

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface OrderEmailLinks {
  orderUrl: string;
  shopUrl: string;
}

export interface OrderStatusChange {
  from: string;
  to: string;
  trackingNumber?: string | null;
  /** The carrier's name, shown when the order is shipped or delivered. */
  carrierName?: string | null;
  /** The carrier's tracking page for the parcel; only http(s) addresses are shown. */
  trackingUrl?: string | null;
}
