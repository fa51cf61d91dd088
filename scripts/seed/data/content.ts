import type { SeedBanner, SeedCraftSection, SeedFaq, SeedTestimonial } from "./types";

/** Customer testimonials: seven approved (three featured) and three awaiting approval. */
export const testimonials: SeedTestimonial[] = [
  {
    customerName: "Sunita Agarwal",
    customerTitle: "Mother of two",
    customerLocation: "Jaipur",
    quote:
      "My son's Krishna dress for the school Janmashtami function was perfect. The mukut fitted well, the dhoti had an elastic waist and he wore it happily for three hours. Every parent asked me where I bought it!",
    rating: 5,
    isApproved: true,
    isFeatured: true,
    displayOrder: 1,
  },
  {
    customerName: "Rajesh Menon",
    customerTitle: "Father of a four-year-old",
    customerLocation: "Kochi",
    quote:
      "We ordered a kurta-mundu set for Onam and a silk pavadai for my daughter. The fabric is soft, the stitching is neat on the inside too, and the parcel reached Kochi in five days.",
    rating: 5,
    isApproved: true,
    isFeatured: true,
    displayOrder: 2,
  },
  {
    customerName: "Pooja Bansal",
    customerTitle: "Devotee and homemaker",
    customerLocation: "Mathura",
    quote:
      "The Laddu Gopal poshak in No. 2 fitted our Thakurji beautifully. The zari work is fine and delicate, and the matching mukut was a lovely surprise. I have already ordered the summer cotton set.",
    rating: 5,
    isApproved: true,
    isFeatured: true,
    displayOrder: 3,
  },
  {
    customerName: "Neha Kulkarni",
    customerTitle: "Working mother",
    customerLocation: "Pune",
    quote:
      "Lovely chaniya choli for my daughter's first garba night. The colours are exactly as shown. I took one star off only because the dupatta was a little long for her, but it was easy to pin.",
    rating: 4,
    isApproved: true,
    isFeatured: false,
    displayOrder: 4,
  },
  {
    customerName: "Arjun Reddy",
    customerTitle: "Proud uncle",
    customerLocation: "Hyderabad",
    quote:
      "I sent Diwali outfits to my nephews in another city and the team helped me choose sizes over the phone. Gift wrapping was neat and the boys looked wonderful in the family photo.",
    rating: 5,
    isApproved: true,
    isFeatured: false,
    displayOrder: 5,
  },
  {
    customerName: "Deepa Chatterjee",
    customerTitle: "Saree collector",
    customerLocation: "Kolkata",
    quote:
      "The Banarasi silk saree has a beautiful drape and the product page was honest about the tested zari. Delivery took a day longer than expected, but the quality made up for it.",
    rating: 4,
    isApproved: true,
    isFeatured: false,
    displayOrder: 6,
  },
  {
    customerName: "Harpreet Kaur",
    customerTitle: "Mother of twins",
    customerLocation: "Ludhiana",
    quote:
      "I paid cash on delivery and needed to exchange one lehenga for a bigger size. The exchange was arranged within a week without any fuss. Such a relief when shopping for two growing girls!",
    rating: 5,
    isApproved: true,
    isFeatured: false,
    displayOrder: 7,
  },
  {
    customerName: "Vikram Joshi",
    customerTitle: "Father of a toddler",
    customerLocation: "Ahmedabad",
    quote:
      "Soft cotton kurta-pyjama for my one-year-old, with snap buttons that make changing easy. Good value for the price. I wish there were a few more colours in the baby range.",
    rating: 4,
    isApproved: false,
    isFeatured: false,
    displayOrder: 8,
  },
  {
    customerName: "Ayesha Khan",
    customerTitle: "Grandmother of three",
    customerLocation: "Lucknow",
    quote:
      "I bought Eid outfits for all three grandchildren. The chikankari on the little kurtas is lovely and the fabric stayed soft after washing. The children did not want to take them off.",
    rating: 5,
    isApproved: false,
    isFeatured: false,
    displayOrder: 9,
  },
  {
    customerName: "Shalini Gupta",
    customerTitle: "Primary school teacher",
    customerLocation: "Bhopal",
    quote:
      "Ordered Radha and Krishna costumes for our school's annual day. Most pieces were excellent, though two mukuts arrived slightly bent. Customer support replaced them quickly.",
    rating: 3,
    isApproved: false,
    isFeatured: false,
    displayOrder: 10,
  },
];

/** Craftsmanship sections for the home page. */
export const craftSections: SeedCraftSection[] = [
  {
    title: "Hand Embroidery & Zari",
    subtitle: "Every motif placed by hand",
    mainContent:
      "Our karigars in Jaipur embroider each border, mukut and poshak by hand, using gota patti, zardozi and fine zari thread. A single festive outfit can take several days of patient work on the adda frame. The result is embellishment that sits flat, feels light and catches the light the way machine work never can.",
    gallery: [
      { alt: "Artisan stretching fabric on a wooden adda frame", caption: "Fabric stretched on the adda frame before embroidery begins" },
      { alt: "Close-up of gold zardozi work on maroon velvet", caption: "Zardozi motifs worked with coiled metallic thread" },
      { alt: "Gota patti border being stitched onto a pink lehenga", caption: "Gota patti, a Rajasthani speciality, stitched onto a lehenga border" },
      { alt: "Hands embroidering a small Laddu Gopal poshak", caption: "Miniature zari work on a Laddu Gopal poshak" },
      { alt: "Finished embroidered Krishna mukut with peacock feather", caption: "A finished mukut, ready for Janmashtami" },
    ],
  },
  {
    title: "Handloom Weaving",
    subtitle: "Fabric with a weaver's signature",
    mainContent:
      "Many of our sarees, dupattas and kurta fabrics are woven on handlooms by weaving families in Rajasthan, Madhya Pradesh and Varanasi. Handwoven cloth breathes beautifully and carries small, honest irregularities that mark it as the work of human hands. Buying handloom keeps these skills alive for the next generation.",
    gallery: [
      { alt: "Weaver working at a traditional pit loom", caption: "A weaver at a pit loom in a Rajasthan weaving cluster" },
      { alt: "Hanks of dyed cotton yarn drying in the sun", caption: "Hand-dyed yarn drying before it is wound for the loom" },
      { alt: "Kota Doria fabric showing its square check pattern", caption: "The airy khat checks of Kota Doria" },
      { alt: "Banarasi brocade being woven with gold zari", caption: "Brocade motifs taking shape on a Banarasi loom" },
      { alt: "Stack of folded handloom sarees in rich colours", caption: "Freshly woven sarees, folded and ready for finishing" },
    ],
  },
  {
    title: "Finishing for Little Ones",
    subtitle: "Gentle on delicate skin",
    mainContent:
      "Children's clothing is finished with extra care: soft cotton linings, covered seams and trims kept away from the skin. Elastic waists, easy fastenings and generous seam allowances make outfits comfortable to wear and easy to let out as children grow. Every piece is checked by hand for loose threads, beads and pins before it is packed.",
    gallery: [
      { alt: "Tailor attaching a soft cotton lining to a child's kurta", caption: "Soft cotton lining added to every kids' kurta and choli" },
      { alt: "Close-up of a covered inner seam on a small lehenga", caption: "Covered seams so that nothing scratches" },
      { alt: "Elastic waistband being fitted into a child's dhoti", caption: "Elastic waists for easy dressing and all-day comfort" },
      { alt: "Quality checker inspecting a Radha dress under a lamp", caption: "A final hand check for loose threads and trims" },
      { alt: "Folded children's ethnic outfits wrapped in tissue", caption: "Wrapped in tissue and packed with care" },
    ],
  },
];

/** Frequently asked questions for shoppers. */
export const faqs: SeedFaq[] = [
  {
    question: "How do I choose the right size for my child?",
    answer:
      "Our kids' wear is sized by age: 0-6M, 6-12M and 1-2Y for babies, and 1-2Y, 3-4Y, 5-6Y and 7-8Y for children. Every product page has a size chart with chest, waist and length measurements. Measure your child over a thin vest and compare; if they are between sizes, we recommend the larger one.",
  },
  {
    question: "How do Laddu Gopal and deity dress sizes work?",
    answer:
      "Deity poshaks are sized by number from No. 0 to No. 3, based on the height of the idol. Measure your idol in its seated position from the base to the top of the head, without the mukut, and compare with the chart on the product page. If your idol falls between two sizes, choose the larger one.",
  },
  {
    question: "How long will my order take to arrive?",
    answer:
      "Orders are usually dispatched within 1-2 business days and delivered in 3-7 business days across India, depending on your PIN code. Shipping is free on orders above ₹999; a flat ₹50 charge applies to smaller orders.",
  },
  {
    question: "Do you offer cash on delivery?",
    answer:
      "Yes. Cash on delivery is available at most serviceable PIN codes across India. You can also pay securely online by card or UPI through Razorpay.",
  },
  {
    question: "What is your return and exchange policy?",
    answer:
      "You can return or exchange unused items with their original tags within 30 days of delivery. Once we receive and check the return, refunds are processed within 7-10 business days to your original payment method, or to your bank account for cash on delivery orders. Custom-stitched items can only be returned if they arrive damaged or defective.",
  },
  {
    question: "Will I receive a GST invoice?",
    answer:
      "Yes. All our prices include GST, and a GST invoice is e-mailed with every order. If you are buying for a GST-registered business and need your GSTIN on the invoice, write to hello@divinethreads.example with your order number and GSTIN and we will help.",
  },
  {
    question: "How can I track my order?",
    answer:
      "Once your order ships, we send the courier name and tracking number by e-mail and SMS. You can also sign in and open My Orders to see the latest status of every order.",
  },
  {
    question: "Do you offer custom stitching or alterations?",
    answer:
      "Yes, for selected sarees, lehengas and kids' outfits. Choose the custom stitching option on the product page or write to hello@divinethreads.example with your measurements. Custom orders take an additional 5-7 business days to prepare before dispatch.",
  },
];

/** Home page banners: three hero slides and one secondary banner. */
export const banners: SeedBanner[] = [
  {
    title: "The Janmashtami Krishna Collection",
    subtitle: "Dress your little Kanha in devotion",
    description:
      "Pitambar dhotis, peacock mukuts, flutes and matching Radha lehengas, soft-lined and ready for midnight celebrations.",
    ctaText: "Shop Krishna Collection",
    ctaLink: "/shop?category=Sacred%20Clothing",
    altText: "Child dressed as Krishna with a peacock feather crown and flute",
    position: "hero",
  },
  {
    title: "Wedding & Festive Wear",
    subtitle: "Silk, zari and celebration",
    description:
      "Kanjivaram and Banarasi sarees, lehengas and sherwanis for every ceremony, from haldi to reception.",
    ctaText: "Explore Wedding Collection",
    ctaLink: "/shop?category=Wedding%20Collection",
    altText: "Family in coordinated silk wedding outfits in maroon and gold",
    position: "hero",
  },
  {
    title: "New Arrivals for Kids",
    subtitle: "Fresh festive looks for little ones",
    description:
      "Kurta sets, lehenga cholis and baby jhablas in breathable cotton and silk, new this season.",
    ctaText: "Shop New Arrivals",
    ctaLink: "/shop?sort=newest",
    altText: "Smiling children in colourful new ethnic outfits",
    position: "hero",
  },
  {
    title: "Festival Wear for the Whole Family",
    subtitle: "Celebrate every occasion",
    description:
      "Bright, comfortable festive outfits for the whole family, with free shipping on orders above ₹999.",
    ctaText: "Shop Festival Wear",
    ctaLink: "/shop?category=Festival%20Wear",
    altText: "Festive kurtas and lehengas arranged with marigold flowers and diyas",
    position: "secondary",
  },
];

type PageKey =
  | "about_us"
  | "contact"
  | "privacy_policy"
  | "terms_of_service"
  | "return_policy"
  | "shipping_info";

/** Information page content, keyed by page. */
export const pageContent: Record<PageKey, { title: string; content: string }> = {
  about_us: {
    title: "About Us",
    content: `<h2>Divine dresses for the divine child</h2>
<p>Divine Threads began in a small workshop in Jaipur with a simple wish: to make the festive clothes of our childhood available to families everywhere. We remembered the excitement of wearing a new Krishna dress for Janmashtami, a silk pavadai for a temple visit or a bright lehenga for the first night of garba, and we wanted today's children to feel that same joy.</p>
<p>Today we design and sell traditional children's wear, sacred clothing for Laddu Gopal and other deities, and a wider range of ethnic and contemporary wear for the whole family, all priced in rupees and shipped across India.</p>
<h3>What we make</h3>
<ul>
<li><strong>Children's ethnic wear:</strong> Krishna and Radha outfits, kurta sets, lehengas, dhotis and festive frocks, sized from newborns to eight years.</li>
<li><strong>Sacred clothing:</strong> poshaks, mukuts and shringar sets for deities, lovingly embroidered in miniature.</li>
<li><strong>Family collections:</strong> sarees, kurtas, sherwanis and accessories for weddings, festivals and everyday celebration.</li>
</ul>
<h3>How we work</h3>
<p>We work closely with embroidery karigars in Jaipur and handloom weaving families in Rajasthan, Madhya Pradesh and Varanasi. Many of our pieces are embroidered or woven by hand, and every children's garment is finished with soft linings and covered seams so that it is gentle on delicate skin.</p>
<p>We believe in honest descriptions. Each product page tells you the fabric, the type of zari, the care it needs and the sizes available, so you know exactly what you are buying.</p>
<h3>Our promise</h3>
<ul>
<li>Free shipping on orders above ₹999, delivered across India.</li>
<li>An easy 30-day return and exchange policy.</li>
<li>Secure payments by card and UPI, and cash on delivery.</li>
<li>A friendly team, happy to help with sizes, gifting and custom stitching.</li>
</ul>
<blockquote>Every outfit we make carries a little of our own childhood festivals. We hope it becomes part of your family's memories too.</blockquote>
<p>Thank you for choosing Divine Threads.</p>`,
  },
  contact: {
    title: "Contact Us",
    content: `<h2>We would love to hear from you</h2>
<p>Whether you need help choosing a size for your child, measuring your Laddu Gopal idol for a poshak, tracking an order or planning a custom outfit for a special occasion, our team is here to help.</p>
<h3>Customer support</h3>
<ul>
<li><strong>Phone and WhatsApp:</strong> +91 98765 43210</li>
<li><strong>E-mail:</strong> hello@divinethreads.example</li>
<li><strong>Hours:</strong> Monday to Saturday, 10:00 am to 7:00 pm IST, except national holidays</li>
</ul>
<p>We reply to all e-mails within one business day. During the weeks before Janmashtami, Navratri and Diwali our inbox gets busy, so please allow a little extra time.</p>
<h3>Visit our studio</h3>
<p><strong>Divine Threads</strong>, 2nd Floor, 27 Mirza Ismail Road, Jaipur, Rajasthan 302001, India</p>
<p>Studio visits are by appointment only. Please call or e-mail us before you come so that we can have the right sizes and colours ready for you.</p>
<h3>Before you write</h3>
<p>To help us answer quickly, please include:</p>
<ul>
<li>Your order number, if your question is about an existing order.</li>
<li>Your child's age, height and chest measurement for sizing questions.</li>
<li>The seated height of the idol for poshak and mukut questions.</li>
<li>Photographs, if an item has arrived damaged or you would like to exchange it.</li>
</ul>
<p>For answers to common questions about shipping, returns, cash on delivery and GST invoices, please see our Shipping Information and Return Policy pages.</p>
<p>You can also use the form on this page to send us a message, and we will get back to you soon.</p>`,
  },
  privacy_policy: {
    title: "Privacy Policy",
    content: `<h2>Your privacy matters to us</h2>
<p>This policy explains what information Divine Threads collects when you use our website, how we use it and the choices you have. By using our website you agree to the practices described here.</p>
<h3>Information we collect</h3>
<ul>
<li><strong>Account details:</strong> your name, e-mail address and password when you create an account.</li>
<li><strong>Order details:</strong> your shipping and billing addresses, phone number and the items you purchase.</li>
<li><strong>Newsletter details:</strong> your e-mail address, optional name and your newsletter preferences.</li>
<li><strong>Usage information:</strong> pages visited, searches and basic device and browser information, used to keep the website fast and reliable.</li>
</ul>
<h3>Payments</h3>
<p>Online payments are processed securely by <strong>Razorpay</strong>, our payment partner. Your card and UPI details are entered on Razorpay's secure checkout and handled according to its own privacy policy and industry security standards. <strong>Divine Threads never sees or stores your full card details.</strong> We receive only a payment reference and status so that we can confirm your order.</p>
<h3>How we use your information</h3>
<ul>
<li>To process, ship and support your orders, including returns and refunds.</li>
<li>To send order confirmations, shipping updates and GST invoices.</li>
<li>To send newsletters and offers, only if you have subscribed.</li>
<li>To improve our website, products and customer service.</li>
</ul>
<h3>Sharing your information</h3>
<p>We share only the information needed with trusted partners who help us run the shop, such as courier companies, our payment processor and our hosting provider. We do not sell or rent your personal information to anyone.</p>
<h3>Cookies and local storage</h3>
<p>We use browser storage to remember your cart, recent searches and sign-in session. You can clear these at any time from your browser settings, although some features may stop working.</p>
<h3>Your choices</h3>
<p>You can update your profile at any time, unsubscribe from newsletters using the link in every e-mail, or ask us to correct or delete your personal information by writing to hello@divinethreads.example. Some order records must be kept for tax and legal purposes.</p>
<h3>Changes to this policy</h3>
<p>We may update this policy from time to time. The latest version will always be available on this page.</p>`,
  },
  terms_of_service: {
    title: "Terms of Service",
    content: `<h2>Terms of using Divine Threads</h2>
<p>These terms apply to your use of the Divine Threads website and to every order you place with us. Please read them carefully. By using the website or placing an order, you agree to these terms.</p>
<h3>Products and descriptions</h3>
<p>We do our best to describe and photograph every product accurately. Because many of our pieces are handmade or handwoven, small variations in colour, weave and embroidery are natural and are not defects. Screen settings may also make colours look slightly different.</p>
<h3>Prices and payment</h3>
<ul>
<li>All prices are listed in <strong>Indian Rupees (INR, ₹)</strong>.</li>
<li>All prices <strong>include GST</strong> at the applicable rate. A GST invoice is provided with every order.</li>
<li>Shipping charges, if any, are shown at checkout before you pay.</li>
<li>We accept cards and UPI through our payment partner Razorpay, and cash on delivery where available.</li>
<li>Prices and offers may change without notice, but the price confirmed at checkout is the price you pay.</li>
</ul>
<h3>Orders</h3>
<p>An order is confirmed when you receive an order confirmation e-mail. We may cancel an order if a product is out of stock, if there is an obvious pricing error or if we are unable to deliver to your address; in such cases any amount paid is refunded in full.</p>
<h3>Shipping, returns and refunds</h3>
<p>Delivery, return and refund terms are described on our Shipping Information and Return Policy pages, which form part of these terms.</p>
<h3>Your account</h3>
<p>You are responsible for keeping your password safe and for all activity under your account. Please tell us immediately if you suspect any unauthorised use.</p>
<h3>Intellectual property</h3>
<p>All content on this website, including text, photographs, designs and logos, belongs to Divine Threads or its licensors and may not be copied or reused without written permission.</p>
<h3>Limitation of liability</h3>
<p>To the extent permitted by law, our liability for any order is limited to the amount you paid for that order.</p>
<h3>Governing law</h3>
<p>These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the courts at Jaipur, Rajasthan.</p>
<p>Questions about these terms can be sent to hello@divinethreads.example.</p>`,
  },
  return_policy: {
    title: "Return & Exchange Policy",
    content: `<h2>Easy 30-day returns and exchanges</h2>
<p>We want you and your little ones to love every outfit. If something is not quite right, you can return or exchange it within <strong>30 days of delivery</strong>.</p>
<h3>What can be returned</h3>
<ul>
<li>Items must be unused, unwashed and unaltered, with all original tags and packaging.</li>
<li>Accessories such as mukuts, flutes and jewellery must be returned with all their parts.</li>
<li>Gift sets must be returned complete.</li>
</ul>
<h3>What cannot be returned</h3>
<ul>
<li>Custom-stitched or altered items, unless they arrive damaged or defective.</li>
<li>Deity poshaks and shringar that have been used in puja.</li>
<li>Innerwear and items marked as non-returnable on the product page.</li>
<li>Gift cards.</li>
</ul>
<h3>How to request a return or exchange</h3>
<ul>
<li>Sign in and open My Orders, or e-mail hello@divinethreads.example with your order number.</li>
<li>Tell us which items you are returning and whether you would like a refund or an exchange for another size or colour.</li>
<li>We arrange a reverse pickup at most PIN codes. Where pickup is not available, we will share our return address and reimburse reasonable courier charges for defective items.</li>
</ul>
<h3>Refunds</h3>
<p>Once your return reaches us and passes a quality check, your refund is processed within <strong>7-10 business days</strong>.</p>
<ul>
<li>Prepaid orders are refunded to the original payment method.</li>
<li>Cash on delivery orders are refunded to a bank account or UPI ID that you share with us.</li>
<li>Original shipping charges are refunded only if the item was damaged, defective or incorrect.</li>
</ul>
<h3>Exchanges</h3>
<p>Exchanges for a different size or colour are free, subject to availability. If the item you want is out of stock, we will offer a refund instead.</p>
<h3>Damaged or incorrect items</h3>
<p>If your order arrives damaged or you receive the wrong item, please write to us within 48 hours of delivery with photographs of the product and packaging. We will arrange a replacement or full refund at no extra cost.</p>`,
  },
  shipping_info: {
    title: "Shipping Information",
    content: `<h2>Delivering across India</h2>
<p>We ship to serviceable PIN codes across India through trusted courier partners. Every order is checked, folded with care and packed in protective packaging before it leaves our studio in Jaipur.</p>
<h3>Shipping charges</h3>
<ul>
<li><strong>Free shipping</strong> on all orders of ₹1000 or more.</li>
<li>A flat shipping charge of <strong>₹50</strong> applies to orders below ₹1000.</li>
<li>Any shipping charge is shown clearly at checkout before you pay.</li>
</ul>
<h3>Delivery times</h3>
<p>Orders are usually dispatched within 1-2 business days. Delivery then takes <strong>3-7 business days nationwide</strong>, depending on your location:</p>
<ul>
<li>Metro cities: usually 3-5 business days.</li>
<li>Other cities and towns: usually 4-6 business days.</li>
<li>Remote areas, hill regions and the North East: up to 7 business days, occasionally longer.</li>
</ul>
<p>Custom-stitched orders need an extra 5-7 business days to prepare before dispatch. During festival seasons such as Janmashtami, Navratri and Diwali, please order a little earlier, as couriers are busier than usual.</p>
<h3>Cash on delivery</h3>
<p>Cash on delivery is available at most serviceable PIN codes. You can check availability for your address at checkout. Please keep the exact amount ready, as delivery partners may not carry change.</p>
<h3>Order tracking</h3>
<p>As soon as your order ships, we e-mail and text you the courier name and tracking number. You can also follow your order's progress by signing in and opening My Orders.</p>
<h3>Address and delivery issues</h3>
<ul>
<li>Please double-check your address, PIN code and phone number at checkout.</li>
<li>If a delivery attempt fails, the courier will usually try again or contact you to reschedule.</li>
<li>If your parcel appears damaged or tampered with, you may refuse it and contact us right away.</li>
</ul>
<p>We currently ship within India only. For questions about your delivery, write to hello@divinethreads.example or call +91 98765 43210.</p>`,
  },
};

type SettingDataType = "string" | "boolean" | "number" | "json";

/** Public settings that drive the storefront's wording and switches. */
export const publicSettings: {
  key: string;
  value: string;
  category: string;
  description: string;
  dataType: SettingDataType;
}[] = [
  // Brand story
  {
    key: "brand_story_title",
    value: "Stitched with Devotion in Jaipur",
    category: "brand_story",
    description: "Heading of the brand story section",
    dataType: "string",
  },
  {
    key: "brand_story_text",
    value:
      "Divine Threads began in a small Jaipur workshop with a simple wish: to bring the festive clothes of our childhood to families everywhere. Today our karigars and weaving partners hand-embroider Krishna and Radha outfits, Laddu Gopal poshaks and festive wear for the whole family, finishing every children's piece with soft linings so that little ones can celebrate in comfort.",
    category: "brand_story",
    description: "Body text of the brand story section",
    dataType: "string",
  },
  {
    key: "brand_story_image_url",
    value: "/uploads/seed/brand/brand-story.webp",
    category: "brand_story",
    description: "Image shown beside the brand story",
    dataType: "string",
  },
  {
    key: "brand_story_enabled",
    value: "true",
    category: "brand_story",
    description: "Show the brand story section on the home page",
    dataType: "boolean",
  },
  {
    key: "brand_story_cta_text",
    value: "Read Our Story",
    category: "brand_story",
    description: "Button text of the brand story section",
    dataType: "string",
  },
  {
    key: "brand_story_cta_link",
    value: "/about",
    category: "brand_story",
    description: "Button link of the brand story section",
    dataType: "string",
  },

  // Testimonials
  {
    key: "testimonials_section_enabled",
    value: "true",
    category: "testimonials",
    description: "Show the testimonials section on the home page",
    dataType: "boolean",
  },
  {
    key: "testimonials_section_title",
    value: "Loved by Families Across India",
    category: "testimonials",
    description: "Heading of the testimonials section",
    dataType: "string",
  },
  {
    key: "testimonials_section_subtitle",
    value: "Stories from parents, grandparents and devotees who celebrate with Divine Threads",
    category: "testimonials",
    description: "Subheading of the testimonials section",
    dataType: "string",
  },
  {
    key: "testimonials_display_count",
    value: "6",
    category: "testimonials",
    description: "Number of testimonials shown on the home page",
    dataType: "number",
  },
  {
    key: "testimonials_auto_scroll",
    value: "true",
    category: "testimonials",
    description: "Scroll the testimonials carousel automatically",
    dataType: "boolean",
  },
  {
    key: "testimonials_scroll_interval",
    value: "5000",
    category: "testimonials",
    description: "Auto-scroll interval of the testimonials carousel in milliseconds",
    dataType: "number",
  },

  // Featured collections
  {
    key: "featured_collections_enabled",
    value: "true",
    category: "featured_collections",
    description: "Show the featured collections section on the home page",
    dataType: "boolean",
  },
  {
    key: "featured_collections_title",
    value: "Featured Collections",
    category: "featured_collections",
    description: "Heading of the featured collections section",
    dataType: "string",
  },
  {
    key: "featured_collections_subtitle",
    value: "Handpicked edits for festivals, weddings and every little celebration",
    category: "featured_collections",
    description: "Subheading of the featured collections section",
    dataType: "string",
  },
  {
    key: "featured_collections_display_count",
    value: "6",
    category: "featured_collections",
    description: "Number of featured collections shown on the home page",
    dataType: "number",
  },

  // Craftsmanship
  {
    key: "craftsmanship_section_enabled",
    value: "true",
    category: "craftsmanship",
    description: "Show the craftsmanship section on the home page",
    dataType: "boolean",
  },
  {
    key: "craftsmanship_section_title",
    value: "The Craft Behind Every Outfit",
    category: "craftsmanship",
    description: "Heading of the craftsmanship section",
    dataType: "string",
  },
  {
    key: "craftsmanship_section_subtitle",
    value: "Hand embroidery, handloom weaving and gentle finishing by artisans we know by name",
    category: "craftsmanship",
    description: "Subheading of the craftsmanship section",
    dataType: "string",
  },
  {
    key: "craftsmanship_show_captions",
    value: "true",
    category: "craftsmanship",
    description: "Show captions under craftsmanship gallery images",
    dataType: "boolean",
  },

  // Blog
  {
    key: "blog_section_enabled",
    value: "true",
    category: "blog",
    description: "Show the blog teaser section on the home page",
    dataType: "boolean",
  },
  {
    key: "blog_section_title",
    value: "From Our Journal",
    category: "blog",
    description: "Heading of the blog teaser section",
    dataType: "string",
  },
  {
    key: "blog_section_subtitle",
    value: "Festival guides, styling ideas and stories of Indian craft",
    category: "blog",
    description: "Subheading of the blog teaser section",
    dataType: "string",
  },
  {
    key: "blog_homepage_count",
    value: "3",
    category: "blog",
    description: "Number of blog posts shown on the home page",
    dataType: "number",
  },
  {
    key: "blog_show_author",
    value: "true",
    category: "blog",
    description: "Show the author on blog cards",
    dataType: "boolean",
  },
  {
    key: "blog_show_reading_time",
    value: "true",
    category: "blog",
    description: "Show the reading time on blog cards",
    dataType: "boolean",
  },
  {
    key: "blog_show_tags",
    value: "true",
    category: "blog",
    description: "Show tags on blog cards",
    dataType: "boolean",
  },
  {
    key: "blog_posts_per_page",
    value: "6",
    category: "blog",
    description: "Number of posts per page on the blog list",
    dataType: "number",
  },

  // Newsletter
  {
    key: "newsletter_enabled",
    value: "true",
    category: "newsletter",
    description: "Enable the newsletter signup",
    dataType: "boolean",
  },
  {
    key: "newsletter_show_on_homepage",
    value: "true",
    category: "newsletter",
    description: "Show the newsletter signup on the home page",
    dataType: "boolean",
  },
  {
    key: "newsletter_title",
    value: "Join the Divine Threads Family",
    category: "newsletter",
    description: "Heading of the newsletter signup",
    dataType: "string",
  },
  {
    key: "newsletter_subtitle",
    value: "Be the first to hear about festive collections, new arrivals for kids and members-only offers.",
    category: "newsletter",
    description: "Subheading of the newsletter signup",
    dataType: "string",
  },
  {
    key: "newsletter_placeholder",
    value: "Enter your email address",
    category: "newsletter",
    description: "Placeholder of the newsletter e-mail field",
    dataType: "string",
  },
  {
    key: "newsletter_button_text",
    value: "Subscribe",
    category: "newsletter",
    description: "Text of the newsletter subscribe button",
    dataType: "string",
  },
  {
    key: "newsletter_privacy_text",
    value: "We respect your privacy. No spam, and you can unsubscribe at any time.",
    category: "newsletter",
    description: "Privacy note under the newsletter form",
    dataType: "string",
  },
  {
    key: "newsletter_success_message",
    value: "Thank you for subscribing! Festive updates are on their way to your inbox.",
    category: "newsletter",
    description: "Message shown after a successful subscription",
    dataType: "string",
  },
  {
    key: "newsletter_background_color",
    value: "#1e3a8a",
    category: "newsletter",
    description: "Background colour of the newsletter section",
    dataType: "string",
  },
  {
    key: "newsletter_text_color",
    value: "#ffffff",
    category: "newsletter",
    description: "Text colour of the newsletter section",
    dataType: "string",
  },

  // Site
  {
    key: "logo_url",
    value: "/uploads/seed/brand/logo.webp",
    category: "site",
    description: "Logo image URL",
    dataType: "string",
  },
  {
    key: "site_name",
    value: "Divine Threads",
    category: "site",
    description: "Name of the shop",
    dataType: "string",
  },
  {
    key: "site_logo_url",
    value: "/uploads/seed/brand/logo.webp",
    category: "site",
    description: "Logo image URL shown in the header",
    dataType: "string",
  },
  {
    key: "site_logo_description",
    value: "Divine dresses for the divine child",
    category: "site",
    description: "Tagline shown with the logo",
    dataType: "string",
  },
  {
    key: "site_title",
    value: "Divine Threads | Krishna Dresses, Laddu Gopal Poshak & Indian Ethnic Wear for Kids and Family",
    category: "site",
    description: "Browser and search engine title of the site",
    dataType: "string",
  },
  {
    key: "site_description",
    value:
      "Shop Krishna and Radha dresses, Laddu Gopal poshaks, kids' ethnic wear, silk sarees and festive outfits for the whole family. Handcrafted in Jaipur, free shipping above ₹999, cash on delivery and 30-day easy returns.",
    category: "site",
    description: "Meta description of the site",
    dataType: "string",
  },
  {
    key: "currency_symbol",
    value: "₹",
    category: "site",
    description: "Currency symbol shown with prices",
    dataType: "string",
  },
  {
    key: "homepage_hero_title",
    value: "Divine Dresses for the Divine Child",
    category: "site",
    description: "Heading of the fallback home page hero",
    dataType: "string",
  },
  {
    key: "homepage_hero_subtitle",
    value:
      "Handcrafted Krishna and Radha outfits, deity poshaks and festive ethnic wear for the whole family.",
    category: "site",
    description: "Subheading of the fallback home page hero",
    dataType: "string",
  },
  {
    key: "value_proposition_1",
    value: "Free shipping on orders above ₹999",
    category: "site",
    description: "First value proposition",
    dataType: "string",
  },
  {
    key: "value_proposition_2",
    value: "Easy 30-day returns and exchanges",
    category: "site",
    description: "Second value proposition",
    dataType: "string",
  },
  {
    key: "value_proposition_3",
    value: "Cash on delivery available across India",
    category: "site",
    description: "Third value proposition",
    dataType: "string",
  },
  {
    key: "footer_text",
    value:
      "Divine Threads brings handcrafted traditional clothing for children, deities and the whole family from Jaipur to homes across India.",
    category: "site",
    description: "Brand blurb shown in the footer",
    dataType: "string",
  },

  // Contact
  {
    key: "contact_email",
    value: "hello@divinethreads.example",
    category: "contact",
    description: "Customer contact e-mail address",
    dataType: "string",
  },
  {
    key: "contact_phone",
    value: "+91 98765 43210",
    category: "contact",
    description: "Customer contact phone number",
    dataType: "string",
  },
  {
    key: "contact_address",
    value: "Divine Threads, 2nd Floor, 27 Mirza Ismail Road, Jaipur, Rajasthan 302001, India",
    category: "contact",
    description: "Customer contact address",
    dataType: "string",
  },
  {
    key: "business_address",
    value: "Divine Threads, 2nd Floor, 27 Mirza Ismail Road, Jaipur, Rajasthan 302001, India",
    category: "contact",
    description: "Registered business address",
    dataType: "string",
  },
  {
    key: "business_phone",
    value: "+91 98765 43210",
    category: "contact",
    description: "Business phone number",
    dataType: "string",
  },
  {
    key: "business_email",
    value: "hello@divinethreads.example",
    category: "contact",
    description: "Business e-mail address",
    dataType: "string",
  },

  // Why Choose
  {
    key: "why_choose_subtitle",
    value: "Traditional craft, thoughtful service and clothing made for celebration",
    category: "why_choose",
    description: "Subheading of the Why Choose section",
    dataType: "string",
  },
  {
    key: "free_shipping_title",
    value: "Free Shipping",
    category: "why_choose",
    description: "Title of the free shipping tile",
    dataType: "string",
  },
  {
    key: "free_shipping_desc",
    value: "Free shipping on orders above ₹999, delivered across India in 3-7 business days.",
    category: "why_choose",
    description: "Description of the free shipping tile",
    dataType: "string",
  },
  {
    key: "quality_guarantee_title",
    value: "Quality Guarantee",
    category: "why_choose",
    description: "Title of the quality guarantee tile",
    dataType: "string",
  },
  {
    key: "quality_guarantee_desc",
    value: "Handcrafted, hand-checked and backed by our easy 30-day return and exchange policy.",
    category: "why_choose",
    description: "Description of the quality guarantee tile",
    dataType: "string",
  },
  {
    key: "customer_reviews_title",
    value: "Loved by Families",
    category: "why_choose",
    description: "Title of the customer reviews tile",
    dataType: "string",
  },
  {
    key: "customer_reviews_desc",
    value: "Trusted by parents and devotees across India for festivals, pujas and weddings.",
    category: "why_choose",
    description: "Description of the customer reviews tile",
    dataType: "string",
  },
  {
    key: "support_title",
    value: "Friendly Support",
    category: "why_choose",
    description: "Title of the support tile",
    dataType: "string",
  },
  {
    key: "support_desc",
    value: "Help with sizes, poshak measurements and orders, Monday to Saturday by phone, WhatsApp and e-mail.",
    category: "why_choose",
    description: "Description of the support tile",
    dataType: "string",
  },
];
