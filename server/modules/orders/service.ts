/** The orders module's door: placing, paying, cancelling and reading orders. */
export { getReorderLines, listOrdersForUser, type OrderSummary } from "./account-orders";
export { cancelOrder, cancelRefusal, CANCEL_MESSAGES, expireHold } from "./cancel";
export type { InvoiceDocument, OrderDocument, OrderDocumentItem } from "../invoices/service";
export { ORDER_JOBS } from "./jobs";
export {
  confirmPayment,
  isPayable,
  PAYMENT_MESSAGES,
  paymentFailedMessage,
  recordPaymentFailure,
  startOnlinePayment,
  verifyCheckoutPayment,
  type CheckoutResult,
  type PaymentStart,
} from "./payment-flow";
export {
  codRefusal,
  LOGIN_REQUIRED_MESSAGE,
  placeOrder,
  type PlacedOrder,
  type PlaceOrderInput,
} from "./place-order";
export { orderLineOrder } from "./line-order";
export { quoteOrder, type OrderQuote } from "./quote";
export {
  getOrderById,
  getOrderByNumber,
  getOrderForViewer,
  type OrderView,
  type Viewer,
  viewerOf,
} from "./read";
export { registerOrderJobs } from "./register-jobs";
export { reorderIntoCart } from "./reorder";
export { receiveRazorpayWebhook } from "./webhook-flow";
export { sendTestEmail } from "./test-email";
export { INVOICE_EMAIL_MESSAGES, sendInvoiceEmail } from "./invoice-email";
export {
  expiredUnpaidOnlineOrders,
  paidOrdersNotShippedFor,
  recentOrders,
  type RecentOrder,
  type UnshippedOrder,
  type UnshippedPaidOrders,
} from "./admin-dashboard";
export { countOrdersByUser, listCustomerOrders, type CustomerOrder } from "./admin-customer-orders";
export {
  forgetOrderCounts,
  listAdminOrders,
  ORDER_PAGE_SIZES,
  ORDER_SORTS,
  type AdminOrderFilters,
  type AdminOrderList,
  type AdminOrderRow,
  type OrderPageSize,
  type OrderSort,
  type OrderStatus,
  type OrderTab,
} from "./admin-orders-list";
export {
  getAdminOrderDetail,
  type AdminOrderDetail,
  type AdminOrderLine,
  type AdminOrderRecord,
} from "./admin-order-detail";
export {
  exportAdminOrders,
  ORDER_EXPORT_COLUMNS,
  orderExportRefusal,
  orderExportTable,
  type OrderExportSelection,
} from "./admin-orders-export";
export { adminTransition, nextAdminStatuses, type OrderStatus as AdminOrderStatus } from "./status-machine";
export { CARRIERS, carrierName, isCarrier, trackingUrlFor, type Carrier } from "./carriers";
export { changeOrderStatus, markOrdersProcessing, type Actor, type StatusChange } from "./admin-status";
export { collectCodPayment, listCodToCollect, type CodCollection, type CodToCollect } from "./admin-cod";
export { refundOrder, restockReturned, type RefundInput } from "./admin-refunds";
export {
  addOrderNote,
  deleteSavedOrderView,
  listSavedOrderViews,
  saveOrderView,
  type SavedOrderView,
} from "./admin-notes";
export { resendInvoice, resendOrderConfirmation } from "./admin-documents";
export {
  getCustomerOrderTimeline,
  getCustomerParcel,
  type CustomerParcel,
  type CustomerTimelineStep,
} from "./customer-timeline";
