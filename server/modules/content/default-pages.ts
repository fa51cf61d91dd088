/**
 * Built-in text for the information pages, shown when stored content is missing, unpublished
 * or cannot be loaded (spec sections 2 and 8). Figures follow the spec's marketing copy.
 */
export const PAGE_KEYS = [
  "about_us",
  "contact",
  "privacy_policy",
  "terms_of_service",
  "return_policy",
  "shipping_info",
] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

export const isPageKey = (key: unknown): key is PageKey =>
  typeof key === "string" && (PAGE_KEYS as readonly string[]).includes(key);

/** Where the storefront shows each page (app/routes.ts). */
export const PAGE_PATHS: Record<PageKey, string> = {
  about_us: "/about",
  contact: "/contact",
  privacy_policy: "/privacy",
  terms_of_service: "/terms",
  return_policy: "/returns",
  shipping_info: "/shipping",
};

export const DEFAULT_PAGES: Record<PageKey, { title: string; content: string }> = {
  about_us: {
    title: "About Us",
    content: `<h2>Divine dresses for the divine child</h2>
<p>We make traditional Indian clothing for children, for the deities in your home and for the whole family: festive outfits for Janmashtami, Navratri and Diwali, everyday ethnic wear and pieces for weddings and celebrations.</p>
<h3>What we believe in</h3>
<ul>
<li><strong>Comfort first:</strong> soft linings and covered seams, so little ones enjoy wearing what they wear.</li>
<li><strong>Honest descriptions:</strong> the fabric, the work and the care each piece needs, on every product page.</li>
<li><strong>Craft:</strong> embroidery and weaving by skilled artisans, with the small variations that handwork brings.</li>
</ul>
<h3>Our promise</h3>
<ul>
<li>Free shipping on orders above ₹999, delivered across India.</li>
<li>An easy 30-day return and exchange policy.</li>
<li>Payment by card or UPI, or cash on delivery.</li>
</ul>`,
  },
  contact: {
    title: "Contact Us",
    content: `<h2>We would love to hear from you</h2>
<p>Questions about sizes, an order, a return or a custom outfit? Write to us with the form on this page or use the details below, and we will get back to you soon.</p>
<p>If your question is about an order, please include your order number so that we can help you quickly.</p>`,
  },
  privacy_policy: {
    title: "Privacy Policy",
    content: `<h2>Your privacy matters to us</h2>
<p>This policy explains what we collect when you use our shop and how we use it.</p>
<h3>What we collect</h3>
<ul>
<li>Your name, e-mail address and password when you create an account.</li>
<li>Your addresses, phone number and the items you order.</li>
<li>Your e-mail address and preferences if you subscribe to our newsletter.</li>
</ul>
<h3>How we use it</h3>
<ul>
<li>To process, deliver and support your orders, returns and refunds.</li>
<li>To send order updates and invoices, and newsletters only if you subscribed.</li>
<li>To keep the shop fast, safe and reliable.</li>
</ul>
<h3>Payments</h3>
<p>Card and UPI payments are handled by our payment partner. We never see or store your full card details.</p>
<h3>Your choices</h3>
<p>You can update your details at any time, unsubscribe from newsletters with the link in every e-mail, or ask us to correct or delete your information. We do not sell your personal information.</p>`,
  },
  terms_of_service: {
    title: "Terms of Service",
    content: `<h2>Terms of using our shop</h2>
<p>By using this website or placing an order, you agree to these terms.</p>
<h3>Products</h3>
<p>Many of our pieces are handmade, so small variations in colour, weave and embroidery are natural and not defects.</p>
<h3>Prices and payment</h3>
<ul>
<li>All prices are in Indian Rupees (₹).</li>
<li>We accept cards and UPI, and cash on delivery where available.</li>
<li>The price confirmed at checkout is the price you pay.</li>
</ul>
<h3>Orders</h3>
<p>We may cancel an order if an item is out of stock or cannot be delivered to your address; any amount paid is then refunded in full.</p>
<h3>Shipping and returns</h3>
<p>Our Shipping Information and Return Policy pages form part of these terms.</p>`,
  },
  return_policy: {
    title: "Return Policy",
    content: `<h2>Easy 30-day returns and exchanges</h2>
<p>If something is not quite right, you can return or exchange it within <strong>30 days of delivery</strong>.</p>
<h3>Conditions</h3>
<ul>
<li>Items must be unused and unwashed, with their original tags and packaging.</li>
<li>Custom-stitched or altered items can be returned only if they arrive damaged or defective.</li>
</ul>
<h3>Refunds</h3>
<p>Once your return reaches us and passes a quality check, your refund is processed within <strong>7-10 business days</strong>. Prepaid orders are refunded to the original payment method; cash on delivery orders are refunded to a bank account or UPI ID you share with us.</p>
<h3>Exchanges</h3>
<p>Exchanges for another size or colour are free, subject to availability.</p>`,
  },
  shipping_info: {
    title: "Shipping Information",
    content: `<h2>Delivering across India</h2>
<ul>
<li><strong>Free shipping</strong> on orders above ₹999.</li>
<li>Delivery in <strong>3-7 business days nationwide</strong>, depending on your location.</li>
<li><strong>Cash on delivery</strong> is available at most PIN codes.</li>
</ul>
<h3>Tracking your order</h3>
<p>As soon as your order ships, we e-mail you the courier name and tracking number. You can also follow your order from My Orders.</p>
<h3>Festival seasons</h3>
<p>Before Janmashtami, Navratri and Diwali couriers are busier than usual, so please order a little earlier.</p>`,
  },
};
