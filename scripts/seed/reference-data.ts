import { COLOR_PRESETS } from "./data/types";

/** Settings only the server reads (tax, shipping, stock holds, seller details): not public. */
export const privateSettings = [
  {
    key: "shop_legal_name",
    value: "Divine Threads Private Limited",
    category: "invoice",
    description: "Seller name on invoices",
  },
  {
    key: "shop_address",
    value: "2nd Floor, 27 Mirza Ismail Road, Jaipur, Rajasthan 302001, India",
    category: "invoice",
    description: "Seller address on invoices",
  },
  {
    key: "shop_state",
    value: "Rajasthan",
    category: "tax",
    description: "State the shop is registered in (decides CGST+SGST or IGST)",
  },
  { key: "shop_gstin", value: "08AABCD1234E1Z8", category: "tax", description: "GSTIN printed on invoices" },
  {
    key: "shipping_free_threshold",
    value: "1000",
    category: "shipping",
    description: "Orders at or above this many rupees ship free",
  },
  {
    key: "shipping_fee",
    value: "50",
    category: "shipping",
    description: "Shipping fee in rupees below the free threshold",
  },
  {
    key: "stock_hold_minutes",
    value: "30",
    category: "checkout",
    description: "Minutes an unpaid online order holds its stock",
  },
  {
    key: "cod_enabled",
    value: "true",
    category: "checkout",
    description: "Offer cash on delivery at checkout",
  },
  {
    key: "cod_max_order_value",
    value: "10000",
    category: "checkout",
    description: "Largest order total in rupees payable by cash on delivery",
  },
  {
    key: "low_stock_threshold",
    value: "10",
    category: "inventory",
    description: "Default low-stock threshold",
  },
  { key: "order_number_prefix", value: "DT", category: "checkout", description: "Prefix of order numbers" },
];

export const adminSettings = [
  {
    key: "email_from_name",
    value: "Divine Threads",
    type: "string",
    encrypted: false,
    description: "Name shown as the sender of shop e-mail",
  },
  {
    key: "email_from_address",
    value: "orders@divinethreads.example",
    type: "string",
    encrypted: false,
    description: "Address shop e-mail is sent from",
  },
  {
    key: "admin_notification_email",
    value: "orders@divinethreads.example",
    type: "string",
    encrypted: false,
    description: "Where new-order notifications go",
  },
  {
    key: "email_notifications_enabled",
    value: "true",
    type: "boolean",
    encrypted: false,
    description: "Send order e-mails to customers",
  },
  {
    key: "smtp_password",
    value: "",
    type: "string",
    encrypted: true,
    description: "SMTP password (overrides the one in SMTP_URL)",
  },
  {
    key: "gemini_api_key",
    value: "",
    type: "string",
    encrypted: true,
    description: "Google Gemini API key for AI product details",
  },
];

const statuses = (labels: [string, string][]) =>
  labels.map(([key, label], i) => ({ key, label, value: key, order: i }));

export const configOptions: Record<string, { key: string; label: string; value: string; order: number }[]> = {
  order_statuses: statuses([
    ["pending", "Pending"],
    ["confirmed", "Confirmed"],
    ["processing", "Processing"],
    ["shipped", "Shipped"],
    ["delivered", "Delivered"],
    ["cancelled", "Cancelled"],
    ["refunded", "Refunded"],
  ]),
  payment_statuses: statuses([
    ["pending", "Pending"],
    ["paid", "Paid"],
    ["failed", "Failed"],
    ["refunded", "Refunded"],
    ["partially_refunded", "Partially Refunded"],
  ]),
  sort_options: statuses([
    ["newest", "Newest First"],
    ["oldest", "Oldest First"],
    ["price-low", "Price: Low to High"],
    ["price-high", "Price: High to Low"],
    ["name-asc", "Name: A to Z"],
    ["name-desc", "Name: Z to A"],
  ]),
  admin_quick_actions: [
    { key: "add_product", label: "Add Product", value: "/admin/products/new", order: 0 },
    { key: "manage_categories", label: "Manage Categories", value: "/admin/categories", order: 1 },
    { key: "view_products", label: "View Products", value: "/admin/products", order: 2 },
    { key: "view_orders", label: "View Orders", value: "/admin/orders", order: 3 },
    { key: "view_analytics", label: "View Analytics", value: "/admin/analytics", order: 4 },
  ],
  color_presets: Object.entries(COLOR_PRESETS).map(([label, hex], i) => ({
    key: label.toLowerCase().replace(/\s+/g, "_"),
    label,
    value: hex,
    order: i,
  })),
};

export const navigation = {
  header: [
    ["Home", "/"],
    ["Shop", "/shop"],
    ["About Us", "/about"],
    ["Contact", "/contact"],
  ],
  footer: [
    ["About Us", "/about"],
    ["Contact", "/contact"],
    ["Shipping Info", "/shipping"],
    ["Returns", "/returns"],
    ["Privacy Policy", "/privacy"],
    ["Terms of Service", "/terms"],
  ],
  admin: [
    ["Dashboard", "/admin/dashboard", "layout-dashboard"],
    ["Products", "/admin/products", "package"],
    ["Categories", "/admin/categories", "folder-tree"],
    ["Orders", "/admin/orders", "shopping-bag"],
    ["Users", "/admin/users", "users"],
    ["CMS", "/admin/cms", "file-text"],
    ["Analytics", "/admin/analytics", "bar-chart"],
    ["Settings", "/admin/settings", "settings"],
  ],
} as const;

/** Categories shown as featured collections on the home page, in order, with their badge type. */
export const featuredCollections: Record<string, "standard" | "new_arrivals" | "featured" | "other"> = {
  "Sacred Clothing": "featured",
  "Festival Wear": "new_arrivals",
  Lehengas: "standard",
  Kurtas: "standard",
  "Wedding Collection": "featured",
  Jewelry: "other",
};

export const reviewSnippets: { rating: number; title: string; body: string; author: string }[] = [
  {
    rating: 5,
    title: "Beautiful finish",
    body: "The stitching and the colour are exactly as in the photos. Worth every rupee.",
    author: "Kavya S.",
  },
  {
    rating: 5,
    title: "Perfect for the festival",
    body: "Wore it for the puja at home and everyone loved it. Fabric is soft and comfortable.",
    author: "Anil M.",
  },
  {
    rating: 4,
    title: "Good quality",
    body: "Lovely work. The size ran slightly large, so check the size chart before ordering.",
    author: "Ritu P.",
  },
  {
    rating: 5,
    title: "Arrived quickly",
    body: "Delivered in four days and packed with care. Will order again for Diwali.",
    author: "Farhan Q.",
  },
  {
    rating: 4,
    title: "Nice gift",
    body: "Bought it as a gift and the recipient was delighted. Colour is a shade lighter than shown.",
    author: "Meera I.",
  },
];
