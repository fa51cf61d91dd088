import { api } from "../api/app";
import { registerAnalyticsJobs } from "../modules/analytics/service";
import { registerInventoryJobs } from "../modules/inventory/service";
import { registerMailJobs } from "../modules/mail/service";
import { registerNewsletterJobs } from "../modules/newsletter/service";
import { registerOrderJobs } from "../modules/orders/service";
import { registerTestGatewayJobs } from "../modules/payments/service";

/** Every background job handler, registered once at start-up. */
export function registerJobHandlers(): void {
  registerMailJobs();
  registerOrderJobs();
  registerInventoryJobs();
  registerNewsletterJobs();
  registerAnalyticsJobs();
  // The local test gateway delivers its webhooks to this process's own API, as Razorpay would over HTTP.
  registerTestGatewayJobs((request) => Promise.resolve(api.fetch(request)));
}
