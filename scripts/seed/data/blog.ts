import type { SeedBlogCategory, SeedBlogPost } from "./types";

/** Demo blog categories for Divine Threads. */
export const blogCategories: SeedBlogCategory[] = [
  { name: "Festivals", slug: "festivals", color: "#E65100" },
  { name: "Styling Guides", slug: "styling-guides", color: "#AD1457" },
  { name: "Craft & Heritage", slug: "craft-heritage", color: "#6D4C41" },
  { name: "Care Tips", slug: "care-tips", color: "#00796B" },
  { name: "Kids Corner", slug: "kids-corner", color: "#1565C0" },
];

/** Demo blog posts: nine published and one draft. */
export const blogPosts: SeedBlogPost[] = [
  {
    title: "How to Dress Your Child as Krishna for Janmashtami",
    slug: "how-to-dress-your-child-as-krishna-for-janmashtami",
    summary:
      "From the peacock feather mukut to the little bansuri, a step-by-step guide to dressing your child as Bal Krishna for Janmashtami, with comfort tips for the long midnight celebrations.",
    content: `<h2>A festival made for little ones</h2>
<p>Few sights are as joyful as a toddler dressed as <strong>Bal Krishna</strong>, padding around the house with a flute in one hand and a matki of makhan in the other. Janmashtami celebrations in schools, temples and housing societies often include a Krishna dress-up, and every year parents ask us how to put together an outfit that looks authentic yet keeps their child comfortable through a long evening.</p>
<h2>The essential pieces</h2>
<p>A complete Krishna look is built from a handful of traditional elements. You do not need every one of them, but together they create the picture everyone recognises.</p>
<ul>
<li><strong>Pitambar dhoti:</strong> Krishna is traditionally shown in yellow, so a soft yellow or saffron dhoti is the heart of the outfit. Choose a ready-to-wear dhoti with an elastic waist for children under five.</li>
<li><strong>Kurta or angrakha:</strong> a short, sleeveless top in a contrasting colour such as peacock green, royal blue or maroon, often with zari or gota trim.</li>
<li><strong>Mukut with a peacock feather:</strong> the crown is the single most recognisable accessory. Look for an adjustable band that does not pinch behind the ears.</li>
<li><strong>Bansuri:</strong> a short, lightweight flute that little hands can hold comfortably.</li>
<li><strong>Vaijayanti mala and kamarbandh:</strong> a soft bead or flower garland and a decorative waist belt complete the royal look.</li>
<li><strong>Bajuband and payal:</strong> light armlets and anklets, ideally elastic or fabric-backed.</li>
</ul>
<h2>Choosing the right size</h2>
<p>Our Krishna sets come in four children's sizes: <em>1-2Y, 3-4Y, 5-6Y and 7-8Y</em>. If your child is between sizes, pick the larger one. Dhotis can be tucked and folded at the waist, while a tight kurta will make a wriggly toddler unhappy within minutes. Measure the chest and waist over a thin vest, and compare with the size chart on the product page.</p>
<h2>Comfort comes first</h2>
<p>Janmashtami celebrations often run until midnight, when the birth of Krishna is marked with aarti and bhajans. A few simple habits keep the evening happy:</p>
<ul>
<li>Pick a cotton or cotton-silk base for the dhoti and kurta. Heavily embellished synthetics can scratch and trap heat.</li>
<li>Put a soft cotton vest under the kurta so that trims never touch the skin.</li>
<li>Dress your child last, just before you leave the house, and keep a plain change of clothes in your bag.</li>
<li>Use a tiny dot of kajal and a sandalwood tilak only if your child is used to them, and skip face paint on sensitive skin.</li>
</ul>
<h2>Finishing touches</h2>
<p>A small matki, a few strings of jasmine and a tiny makhan-mishri bowl make wonderful props for photographs. Many parents also add a <strong>dupatta or patka</strong> draped over one shoulder, secured with a safety pin on the inside.</p>
<blockquote>Let the child play the role in their own way. The joy on their face matters far more than a perfectly pleated dhoti.</blockquote>
<p>Browse our Janmashtami collection for ready-to-wear Krishna sets, mukuts and flutes, and order early: the weeks before the festival are our busiest of the year, and we want your little Kanha dressed and ready well in time.</p>`,
    author: "Meera Iyer",
    categorySlug: "festivals",
    tags: ["janmashtami", "krishna dress", "kids ethnic wear", "festival outfits"],
    isPublished: true,
    isFeatured: true,
    daysAgo: 9,
  },
  {
    title: "The Complete Radha Dress Guide for Little Girls",
    slug: "the-complete-radha-dress-guide-for-little-girls",
    summary:
      "Lehenga, choli, chunri and a touch of sparkle: everything you need to dress your daughter as Radha for Janmashtami, school functions and Raas Leela performances.",
    content: `<h2>Radha, the other half of the celebration</h2>
<p>Whenever a little Krishna appears at a Janmashtami function, a little Radha is rarely far behind. Dressing a daughter as Radha has become a cherished tradition in many families, whether for a school competition, a temple Raas Leela or simply a family puja at home. The look is graceful, colourful and surprisingly easy to put together once you know the key pieces.</p>
<h2>The outfit</h2>
<ul>
<li><strong>Lehenga:</strong> a flared, ankle-length skirt is the centrepiece. Traditional colours are pink, red, peach and mustard, often with gota patti or zari borders. For girls under four, choose a lehenga with an elastic waist and a length that stops just above the ankle so she does not trip.</li>
<li><strong>Choli:</strong> a short blouse in a matching or contrasting shade. Look for soft cotton lining and a back opening with hooks or buttons that are easy to manage.</li>
<li><strong>Chunri or dupatta:</strong> a light net or georgette dupatta draped over the head and pinned at the shoulder gives the classic Radha silhouette. Keep it short for toddlers.</li>
</ul>
<h2>Jewellery and accessories</h2>
<p>Radha's look is incomplete without a little sparkle, but less is more for children. A lightweight <em>maang tikka</em> on an adjustable cord, a pair of clip-on jhumkas, elastic bangles and soft fabric payal are usually enough. Add a small bindi and a gajra of fresh flowers if she is comfortable with them. Avoid heavy metal necklaces, which can weigh on a small neck during a long evening.</p>
<h2>Pairing Radha with Krishna</h2>
<p>If you are dressing siblings or friends as a pair, coordinate rather than match. A pink lehenga sits beautifully beside a yellow pitambar, and a peacock green choli echoes the feather in Krishna's mukut. Many of our Radha and Krishna sets are designed to be photographed together, with borders and trims that complement each other.</p>
<h2>Size and fit tips</h2>
<p>Our Radha dresses are available in <strong>1-2Y, 3-4Y, 5-6Y and 7-8Y</strong>. Measure your daughter's waist and the length from her waist to her ankle, and compare them with the chart on the product page. If she is between sizes, choose the larger one; a lehenga waist can be gathered with a safety pin, but length cannot be added.</p>
<h2>Making the day comfortable</h2>
<ul>
<li>Let her try the outfit on a day or two before the event so that she gets used to the skirt and dupatta.</li>
<li>Pack a cardigan for air-conditioned halls and a plain frock for the ride home.</li>
<li>Secure the dupatta with a pin on the inside of the choli rather than at the neck.</li>
</ul>
<blockquote>Radha is remembered for her devotion and joy. A child who feels comfortable will dance, twirl and carry that joy better than any costume ever could.</blockquote>
<p>Explore our Radha dresses, matching dupattas and kids' jewellery in the Janmashtami collection, and keep an eye on our newsletter for early festive offers.</p>`,
    author: "Ananya Sharma",
    categorySlug: "kids-corner",
    tags: ["radha dress", "janmashtami", "kids lehenga", "girls ethnic wear"],
    isPublished: true,
    daysAgo: 16,
  },
  {
    title: "Navratri Colours of the Nine Days and What to Wear",
    slug: "navratri-colours-of-the-nine-days-and-what-to-wear",
    summary:
      "Each day of Navratri honours a form of Goddess Durga and many families dress in a colour for each day. Here is how to plan nine festive looks for the whole family.",
    content: `<h2>Nine nights, nine forms, nine colours</h2>
<p>Navratri celebrates the nine forms of Goddess Durga: <strong>Shailaputri, Brahmacharini, Chandraghanta, Kushmanda, Skandamata, Katyayani, Kalaratri, Mahagauri and Siddhidatri</strong>. In Maharashtra, Gujarat and many other parts of India, devotees wear a different colour on each day, and offices, schools and garba grounds fill with coordinated shades.</p>
<p>The order of the colours is not fixed. It is worked out afresh every year from the weekday on which the festival begins, and the list is published a few weeks before Navratri. The set of colours, however, stays much the same, so you can plan ahead.</p>
<h2>The nine colours and what they stand for</h2>
<ul>
<li><strong>Orange:</strong> warmth, energy and enthusiasm. A saffron kurta or lehenga is perfect for an evening of garba.</li>
<li><strong>White:</strong> peace and purity. Ivory chikankari kurtas and off-white cotton sarees keep things cool on warm October days.</li>
<li><strong>Red:</strong> strength and passion, the colour most closely associated with the goddess. Red bandhani is a classic choice.</li>
<li><strong>Royal blue:</strong> calm depth and grace. A royal blue silk dupatta lifts a simple outfit instantly.</li>
<li><strong>Yellow:</strong> happiness and brightness. Mustard and turmeric shades look lovely on children.</li>
<li><strong>Green:</strong> growth, new beginnings and prosperity.</li>
<li><strong>Grey:</strong> balance and a grounded spirit. Pair grey with silver jewellery or bright mirror work.</li>
<li><strong>Purple:</strong> ambition and nobility, often worn with gold zari.</li>
<li><strong>Peacock green:</strong> individuality and compassion, a favourite for the final nights of dandiya.</li>
</ul>
<p>Some years pink replaces one of these shades, so check the published list for the current year before you plan.</p>
<h2>Planning nine looks without buying nine outfits</h2>
<p>You do not need a new outfit for every day. A few versatile pieces can be mixed to cover the whole festival:</p>
<ul>
<li>Start with two or three neutral bases such as an ivory kurta, a white churidar and a grey palazzo.</li>
<li>Add colour with dupattas, stoles and jackets. A single red bandhani dupatta can carry an entire day's look.</li>
<li>For garba nights, keep one flared chaniya choli or kediyu that can be re-styled with different accessories.</li>
<li>For children, choose light cotton sets in the brightest colours of the week and save the heavier lehenga for Ashtami or Navami puja.</li>
</ul>
<h2>Dressing for garba and dandiya</h2>
<p>Garba is energetic. Choose lehengas with plenty of flare but a comfortable weight, secure dupattas firmly, and wear flat mojaris or juttis rather than heels. Mirror work, oxidised jewellery and <em>kodi</em> trims catch the light beautifully under the festival lamps.</p>
<blockquote>Whatever the colour of the day, wear it with devotion and a smile. That is what the goddess truly sees.</blockquote>
<p>Our Navratri edit brings together chaniya cholis, kurtas, dupattas and kids' sets in all nine festival shades, ready to ship well before the first night.</p>`,
    author: "Kavita Rathore",
    categorySlug: "festivals",
    tags: ["navratri", "garba", "festival colours", "chaniya choli"],
    isPublished: true,
    isFeatured: true,
    daysAgo: 52,
  },
  {
    title: "How to Choose a Silk Saree: A Buyer's Guide",
    slug: "how-to-choose-a-silk-saree-a-buyers-guide",
    summary:
      "Kanjivaram or Banarasi, pure zari or tested zari? A practical guide to understanding silk sarees, checking quality and picking the right drape for the occasion.",
    content: `<h2>An heirloom worth choosing carefully</h2>
<p>A good silk saree is more than a garment. It is often bought for a wedding, gifted at a milestone and passed from mother to daughter. Because it is an investment, it helps to know what you are looking at before you buy.</p>
<h2>Know the main weaves</h2>
<ul>
<li><strong>Kanjivaram (Tamil Nadu):</strong> heavy mulberry silk with contrasting borders and pallu, often woven separately and joined with a distinctive interlocked join. Rich, lustrous and ideal for weddings.</li>
<li><strong>Banarasi (Varanasi):</strong> known for intricate brocade, Mughal-inspired floral motifs and generous zari. Katan silk Banarasis are especially prized.</li>
<li><strong>Paithani (Maharashtra):</strong> famous for its peacock and lotus pallus and colour-changing body.</li>
<li><strong>Mysore silk (Karnataka):</strong> light, smooth crepe silk with a simple zari border, comfortable for long days.</li>
<li><strong>Patola and Pochampally (Gujarat and Telangana):</strong> ikat weaves where the threads are dyed before weaving to create geometric patterns.</li>
</ul>
<h2>Checking the quality</h2>
<p>Pure silk has a natural sheen that shifts with the light and feels cool and smooth to the touch. A few simple checks help:</p>
<ul>
<li><strong>Look for the Silk Mark:</strong> the Silk Mark label, issued under the Silk Mark Organisation of India, certifies that the product is made of natural silk.</li>
<li><strong>Examine the reverse:</strong> in a handwoven saree you will see small irregularities and floats on the back of the motifs. Perfect uniformity often points to a power loom.</li>
<li><strong>Understand the zari:</strong> <em>pure zari</em> uses silver thread coated with gold, while <em>tested zari</em> uses copper or other metal with a silver or gold finish. Tested zari is more affordable and perfectly lovely; just make sure you know which one you are paying for.</li>
<li><strong>Feel the weight:</strong> a Kanjivaram should feel substantial, while a Mysore silk should feel light and fluid. Weight alone is not proof of quality, but it should match the weave.</li>
</ul>
<h2>Matching the saree to the occasion</h2>
<p>For your own wedding or a close family wedding, a heavy Kanjivaram or Banarasi in red, maroon, gold or deep green is timeless. For a puja, a festival or a daytime function, a lighter silk in pastel shades or a silk-cotton Chanderi is easier to carry through the day. For a reception, jewel tones such as royal blue, wine and emerald photograph beautifully under evening lights.</p>
<h2>Think about the blouse</h2>
<p>Most silk sarees come with an unstitched blouse piece. Allow a week or two for tailoring before the event, and consider a contrast blouse if you want to re-style the saree in future.</p>
<blockquote>Buy the saree you will love wearing again, not only the one that suits a single day.</blockquote>
<p>Every silk saree in our collection lists its weave, fabric and zari type clearly on the product page, so you know exactly what you are choosing.</p>`,
    author: "Lakshmi Venkatesh",
    categorySlug: "styling-guides",
    tags: ["silk saree", "kanjivaram", "banarasi", "buying guide"],
    isPublished: true,
    daysAgo: 100,
  },
  {
    title: "Caring for Zari and Silk: Keep Your Festive Wear Like New",
    slug: "caring-for-zari-and-silk-keep-your-festive-wear-like-new",
    summary:
      "Silk and zari need gentle handling. Learn how to clean, dry, iron and store your sarees, lehengas and kids' festive wear so they stay beautiful for years.",
    content: `<h2>Why silk and zari need special care</h2>
<p>Silk is a natural protein fibre. It is strong, but it dislikes harsh detergents, strong sunlight and long periods folded in one place. Zari, the metallic thread woven or embroidered into festive wear, can tarnish when exposed to moisture, perfume and air pollution. With a little care, though, a silk saree or an embroidered lehenga can last for decades.</p>
<h2>Cleaning</h2>
<ul>
<li><strong>Dry clean heavy pieces:</strong> sarees and lehengas with heavy zari, stone work or embroidery should always go to a trusted dry cleaner.</li>
<li><strong>Hand wash light silks gently:</strong> simple silk kurtas and children's sets without heavy embellishment can often be hand washed in cold water with a mild, pH-neutral liquid detergent. Always check the care label first.</li>
<li><strong>Never wring or scrub:</strong> press the water out gently between two towels.</li>
<li><strong>Deal with stains quickly:</strong> blot, do not rub. For oil or turmeric stains on an heirloom piece, go straight to a professional.</li>
</ul>
<h2>Drying</h2>
<p>Dry silk flat or on a padded hanger in the shade. Direct sunlight fades colours and weakens fibres, and a wire hanger can leave permanent marks on the shoulders of a kurta.</p>
<h2>Ironing</h2>
<p>Iron silk on a low setting, on the reverse side, with a thin cotton cloth between the iron and the fabric. Never iron directly on zari or embroidery; turn the garment over and press lightly from the back. Steam works well for lehengas and dupattas.</p>
<h2>Storage</h2>
<ul>
<li><strong>Use muslin, not plastic:</strong> wrap each saree in a soft cotton or muslin cloth. Plastic traps moisture and can cause yellowing and mildew.</li>
<li><strong>Refold every few months:</strong> silk can crack along old folds. Open your sarees every two or three months, air them in the shade and refold along different lines.</li>
<li><strong>Keep zari away from metal and perfume:</strong> spray perfume before you dress, not on the fabric, and store zari pieces away from metal hangers and jewellery boxes.</li>
<li><strong>Protect from insects gently:</strong> dried neem leaves or cloves in a small cotton pouch are a traditional deterrent. If you use naphthalene balls, wrap them in paper so they never touch the fabric.</li>
</ul>
<h2>Caring for children's festive wear</h2>
<p>Kids' ethnic wear goes through a lot in one evening: prasad, sweets, mehendi and enthusiastic dancing. Remove the outfit as soon as you are home, treat any food marks promptly, and air the piece before storing it. If you plan to pass it on to a younger sibling or cousin, wrap it in muslin with a note of the size.</p>
<blockquote>Good care is simple: keep it clean, keep it dry, keep it breathing.</blockquote>
<p>Every product page in our shop includes care instructions for that specific garment. When in doubt, write to us and our team will be glad to advise.</p>`,
    author: "Priya Nair",
    categorySlug: "care-tips",
    tags: ["silk care", "zari", "saree storage", "festive wear care"],
    isPublished: true,
    daysAgo: 81,
  },
  {
    title: "Laddu Gopal Poshak Sizes Explained",
    slug: "laddu-gopal-poshak-sizes-explained",
    summary:
      "Confused by poshak numbers? Learn how to measure your Laddu Gopal idol, how our No. 0 to No. 3 sizes work, and how to pick a poshak that fits with the mukut and shringar.",
    content: `<h2>Dressing Thakurji with love</h2>
<p>For many families, dressing <strong>Laddu Gopal</strong> is a daily act of devotion. Bal Gopal is bathed, dressed in a fresh poshak, adorned with a mukut and jewellery, and offered bhog. Choosing the right size of poshak matters: a dress that is too tight is difficult to put on without disturbing the idol, and one that is too loose slips and bunches.</p>
<h2>How poshak sizes work</h2>
<p>Deity dresses are sold by number rather than by age or letter size. The number refers to the height of the idol. Different makers use slightly different charts, so always measure your idol and compare it with the chart on the product page. Our poshaks come in four sizes:</p>
<ul>
<li><strong>No. 0:</strong> for small idols, roughly 2 to 2.5 inches tall when seated.</li>
<li><strong>No. 1:</strong> for idols roughly 2.5 to 3 inches tall.</li>
<li><strong>No. 2:</strong> for idols roughly 3.5 to 4 inches tall.</li>
<li><strong>No. 3:</strong> for idols roughly 4.5 to 5 inches tall.</li>
</ul>
<h2>How to measure your idol</h2>
<ul>
<li>Place Laddu Gopal on a flat surface in his usual seated posture.</li>
<li>Measure from the base to the top of the head, not including the mukut.</li>
<li>Measure around the belly at its widest point. Laddu Gopal idols differ in roundness, and this measurement helps you decide between two sizes.</li>
<li>Note the measurements in inches and keep them handy for future purchases.</li>
</ul>
<p>If your idol falls between two sizes, choose the larger one. A slightly roomy poshak can be gently adjusted with the tie at the back, but a small one cannot be stretched.</p>
<h2>Poshak, mukut and shringar together</h2>
<p>A complete shringar set usually includes the poshak, a matching mukut, a small bansuri and sometimes a mala. The mukut is sized separately by head circumference, so check both measurements. When buying a poshak for a specific festival, consider these traditional choices:</p>
<ul>
<li><em>Janmashtami:</em> yellow, saffron or peacock green poshaks with generous zari.</li>
<li><em>Holi:</em> white or light pastel poshaks that show the colours of gulal beautifully.</li>
<li><em>Diwali and Annakut:</em> red, maroon and gold.</li>
<li><em>Summer months:</em> light cotton poshaks, often with a small matching fan or flower decoration.</li>
</ul>
<h2>Caring for poshaks</h2>
<p>Hand wash cotton poshaks in cold water and dry them in the shade. Zari and embroidered poshaks should be wiped gently and aired rather than washed. Store them flat in a cloth pouch, separate from your everyday clothes.</p>
<blockquote>The size chart helps, but the love with which you dress Thakurji is what makes the shringar complete.</blockquote>
<p>Browse our Sacred Clothing collection for poshaks in every size, along with mukuts, flutes and seasonal shringar sets.</p>`,
    author: "Meera Iyer",
    categorySlug: "styling-guides",
    tags: ["laddu gopal", "poshak", "deity dress", "size guide"],
    isPublished: true,
    daysAgo: 2,
  },
  {
    title: "Coordinated Diwali Outfits for the Whole Family",
    slug: "coordinated-diwali-outfits-for-the-whole-family",
    summary:
      "Planning a Diwali family photo? How to coordinate colours across generations, choose fabrics that are safe around diyas, and keep the little ones comfortable all evening.",
    content: `<h2>Diwali is a family portrait</h2>
<p>Lakshmi Puja, rangoli, diyas on every ledge and a house full of relatives: Diwali is the one evening when almost every family gathers for a photograph. Coordinated outfits make those pictures memorable, but the secret is to <strong>coordinate, not match</strong>. Identical prints on everyone can look like a uniform, while a shared palette looks effortless.</p>
<h2>Pick a palette</h2>
<p>Choose two or three colours and let each family member wear them in a different proportion. A few combinations that always work for Diwali:</p>
<ul>
<li><strong>Maroon and gold:</strong> a maroon silk saree, a gold kurta for dad, and maroon-and-gold sets for the children.</li>
<li><strong>Ivory and saffron:</strong> ivory kurtas with saffron dupattas or jackets, bright and auspicious against the glow of diyas.</li>
<li><strong>Royal blue and mustard:</strong> a modern combination that photographs beautifully at dusk.</li>
<li><strong>Peacock green and pink:</strong> joyful and festive, especially for younger families.</li>
</ul>
<h2>Outfit ideas for every generation</h2>
<ul>
<li><strong>Grandparents:</strong> comfort matters most. A soft silk-cotton saree or a cotton kurta with a light Nehru jacket keeps them at ease through the puja.</li>
<li><strong>Parents:</strong> a silk saree, lehenga or anarkali for mum; a kurta with a dhoti or churidar, or a short sherwani, for dad.</li>
<li><strong>Children:</strong> kurta-pyjama or dhoti sets for boys and lehenga-choli or anarkali frocks for girls, in the family palette.</li>
<li><strong>Babies:</strong> a soft cotton jhabla or romper-style kurta with a tiny zari border is all they need.</li>
</ul>
<h2>Safety first around diyas and crackers</h2>
<p>Festive clothing and open flames need care. Long dupattas, flared sleeves and loose pallus can easily catch a flame while lighting diyas. A few simple rules help:</p>
<ul>
<li>Prefer natural fibres such as cotton and silk. Many synthetic fabrics melt and stick to the skin if they catch fire.</li>
<li>Pin dupattas securely, and tuck the pallu in while lighting lamps.</li>
<li>Dress children in fitted kurtas and shorter lehengas rather than trailing hems.</li>
<li>If your family bursts crackers, change the children into simple cotton clothes first and keep a bucket of water nearby.</li>
</ul>
<h2>Plan ahead</h2>
<p>Order early so there is time for exchanges and blouse stitching. Lay the outfits out together a few days before to check the colours side by side, and keep a plain change of clothes for the little ones, who will almost certainly end the evening covered in sweets.</p>
<blockquote>The best Diwali outfit is one in which you can sit on the floor for the puja, laugh with your family and light the lamps without a worry.</blockquote>
<p>Our Diwali collection lets you shop by colour across women's, men's and kids' wear, so building a family palette is easy.</p>`,
    author: "Rohan Deshpande",
    categorySlug: "festivals",
    tags: ["diwali", "family outfits", "festive wear", "kids ethnic wear"],
    isPublished: true,
    daysAgo: 66,
  },
  {
    title: "Handloom Weaves of India: A Journey Through Living Traditions",
    slug: "handloom-weaves-of-india-a-journey-through-living-traditions",
    summary:
      "From Kota Doria in Rajasthan to Jamdani in Bengal, discover the handloom traditions behind the fabrics we love, and why choosing handloom supports weaving families across India.",
    content: `<h2>Woven by hand, one thread at a time</h2>
<p>India has one of the largest handloom traditions in the world. In villages and weaving towns across the country, families still work on pit looms and frame looms, producing fabric that no machine can quite imitate. Each region has its own techniques, motifs and colours, often passed down through many generations.</p>
<p>The Government of India marks <strong>National Handloom Day</strong> on 7 August, in memory of the Swadeshi movement launched on that date in 1905. It is a good reminder of how closely handloom is tied to India's history and self-reliance.</p>
<h2>A few weaves to know</h2>
<ul>
<li><strong>Kota Doria, Rajasthan:</strong> a light, airy fabric woven near Kota with a distinctive square check pattern called <em>khat</em>. Close to our home in Jaipur, and perfect for summer sarees and dupattas.</li>
<li><strong>Chanderi, Madhya Pradesh:</strong> sheer silk-cotton with a gentle sheen and small woven motifs called <em>buti</em>, often coins, flowers or peacocks.</li>
<li><strong>Maheshwari, Madhya Pradesh:</strong> woven on the banks of the Narmada, known for its reversible borders and simple stripes and checks.</li>
<li><strong>Jamdani, Bengal:</strong> fine cotton where motifs are inserted by hand, thread by thread, so that patterns seem to float on the fabric.</li>
<li><strong>Pochampally Ikat, Telangana:</strong> threads are tied and dyed before weaving, creating bold geometric patterns with slightly blurred edges.</li>
<li><strong>Sambalpuri, Odisha:</strong> another ikat tradition, famous for conch, wheel and flower motifs.</li>
<li><strong>Kanjivaram, Tamil Nadu:</strong> heavy, lustrous silk with contrasting borders, the classic South Indian wedding saree.</li>
<li><strong>Muga silk, Assam:</strong> a naturally golden silk produced only in Assam, whose sheen grows richer with every wash.</li>
</ul>
<h2>How to recognise handloom</h2>
<p>Handwoven fabric has small irregularities: a slightly uneven thread, a motif that is not perfectly identical to its neighbour, a selvedge that is not machine-straight. These are not flaws; they are the signature of a human hand. Look for the <strong>India Handloom</strong> brand label and the Handloom Mark, which help buyers identify genuine handloom products.</p>
<h2>Why it matters</h2>
<p>Handloom weaving supports millions of families, many of them in rural India. A handloom saree or kurta takes days or weeks to weave, and every purchase helps keep these skills alive for the next generation. Handloom fabrics are also comfortable, breathable and well suited to the Indian climate.</p>
<blockquote>When you wear handloom, you carry a weaver's patience and a region's history with you.</blockquote>
<h2>Handloom at Divine Threads</h2>
<p>We work with weaving clusters in Rajasthan, Madhya Pradesh and beyond for many of our sarees, kurtas and children's sets. Each product page names the weave and fabric, so you always know what you are wearing and where it comes from.</p>`,
    author: "Kavita Rathore",
    categorySlug: "craft-heritage",
    tags: ["handloom", "indian textiles", "kota doria", "chanderi", "weaving"],
    isPublished: true,
    daysAgo: 120,
  },
  {
    title: "Festive Jewellery for Kids: Safe, Light and Sparkling",
    slug: "festive-jewellery-for-kids-safe-light-and-sparkling",
    summary:
      "Maang tikkas, jhumkas and bangles can complete a child's festive look, but safety comes first. Our guide to choosing comfortable, child-friendly jewellery for every age.",
    content: `<h2>A little sparkle goes a long way</h2>
<p>Children love to dress up like the grown-ups around them, and a touch of jewellery makes a festive outfit feel special. A tiny maang tikka with a lehenga, a mukut with a Krishna dress or a pair of bangles with a pavadai can light up a child's face. But children's skin is delicate and their play is energetic, so jewellery for kids needs to be chosen differently from jewellery for adults.</p>
<h2>Safety first</h2>
<ul>
<li><strong>No small loose parts for under-threes:</strong> beads, stones and bells that can come loose are a choking hazard. For babies and toddlers, skip jewellery or choose soft fabric pieces with stitched-on decoration.</li>
<li><strong>Choose skin-friendly materials:</strong> look for nickel-free and lead-free pieces, or fabric, thread and silk-covered jewellery. Redness or itching is a sign to remove a piece immediately.</li>
<li><strong>Avoid tight fits:</strong> bangles should slip on easily; elastic-strung or openable designs are ideal. Necklaces should sit loosely and never on a cord that could tighten.</li>
<li><strong>Always supervise:</strong> remove all jewellery before naps, bedtime, bath time and car journeys.</li>
</ul>
<h2>What to choose by age</h2>
<ul>
<li><strong>0-2 years:</strong> a fabric mukut or headband, soft silk-thread bangles and cloth payal with stitched bells.</li>
<li><strong>3-5 years:</strong> clip-on or magnetic earrings, a lightweight maang tikka on an adjustable cord, elastic bangles and a short bead mala.</li>
<li><strong>6-8 years:</strong> small jhumkas for pierced ears, a light choker, payal with secure clasps and a simple kamarbandh for lehengas or Krishna costumes.</li>
</ul>
<h2>Matching jewellery to the outfit</h2>
<p>Keep the jewellery in proportion to the outfit. A heavily embroidered lehenga needs only a maang tikka and bangles, while a simple cotton frock can take a bright necklace. Gold-toned pieces suit red, maroon and green, while oxidised silver works beautifully with Navratri mirror work and indigo or grey cottons.</p>
<p>For Janmashtami, a <em>Krishna set</em> usually includes a mukut, bajuband, kamarbandh and a vaijayanti mala, while a <em>Radha set</em> includes a maang tikka, earrings and bangles. Buying them as a set ensures the pieces match and are sized for little ones.</p>
<h2>Caring for kids' jewellery</h2>
<p>Wipe pieces with a soft dry cloth after use and store each one separately in a small pouch so that stones do not scratch and chains do not tangle. Keep them away from water and perfume, and check clasps and elastic before each festival.</p>
<blockquote>The best jewellery for a child is the kind they forget they are wearing while they play.</blockquote>
<p>Our kids' accessories are chosen to be light, comfortable and festival-ready. Explore them alongside our Janmashtami, Navratri and Diwali collections.</p>`,
    author: "Ananya Sharma",
    categorySlug: "kids-corner",
    tags: ["kids jewellery", "child safety", "festive accessories", "maang tikka"],
    isPublished: true,
    daysAgo: 27,
  },
  {
    title: "What to Wear as a Wedding Guest: Outfits for Every Ceremony",
    slug: "what-to-wear-as-a-wedding-guest-outfits-for-every-ceremony",
    summary:
      "Haldi, mehendi, sangeet, pheras and reception: a ceremony-by-ceremony guide to choosing wedding guest outfits that look festive without upstaging the couple.",
    content: `<h2>Many ceremonies, many outfits</h2>
<p>An Indian wedding is rarely a single event. Between the haldi, mehendi, sangeet, the wedding ceremony and the reception, a guest may need four or five outfits over two or three days. With a little planning, you can look festive at every function without overspending or upstaging the couple.</p>
<h2>Haldi</h2>
<p>The haldi ceremony is joyful and messy, with turmeric paste flying everywhere. Wear <strong>yellow, mustard or white</strong> in simple cotton or mulmul that you do not mind staining. A cotton kurta set, a light anarkali or a printed saree is ideal. Leave heavy jewellery at home.</p>
<h2>Mehendi</h2>
<p>Green is the traditional colour of the mehendi, but any bright, cheerful shade works. Choose an outfit with short or three-quarter sleeves so that you can get your own mehendi done. A flared sharara, a light lehenga or a kurta with a printed dupatta is comfortable for sitting on floor cushions.</p>
<h2>Sangeet</h2>
<p>The sangeet is the night for dancing. Choose something you can move in: an indo-western gown, a lighter lehenga, a sequinned saree or, for men, a bandhgala or kurta with a stylish jacket. Comfortable footwear is essential.</p>
<h2>The wedding ceremony</h2>
<p>This is the most traditional event, and silk comes into its own. <strong>Kanjivaram, Banarasi and Paithani sarees</strong>, silk lehengas and sherwanis or kurta-dhoti sets are all appropriate. A few thoughtful rules:</p>
<ul>
<li>Avoid bridal red unless the family has asked guests to wear it.</li>
<li>In some communities white and black are avoided at weddings; if you are unsure, choose another colour.</li>
<li>Cover your shoulders for temple or gurdwara ceremonies, and carry a dupatta or stole to cover your head where customary.</li>
</ul>
<h2>Reception</h2>
<p>Receptions are usually in the evening and a little more glamorous. Jewel tones such as emerald, sapphire and wine, embellished sarees, designer lehengas and, for men, suits, bandhgalas or sherwanis all work well.</p>
<h2>Dressing the children</h2>
<p>Children often attend every function too. Choose light kurta sets, lehengas and frocks in breathable fabrics, and bring a change of clothes for long evenings. A coordinated family palette makes for lovely photographs without everyone wearing the same print.</p>
<h2>Smart tips for guests</h2>
<ul>
<li>Re-style one good saree or lehenga with different blouses and jewellery for two functions.</li>
<li>Check the dress code on the invitation or the wedding group before you shop.</li>
<li>Order early so that there is time for blouse stitching and alterations.</li>
</ul>
<blockquote>A wedding guest's best accessory is a warm smile for the couple.</blockquote>
<p>Explore our Wedding Collection for sarees, lehengas, sherwanis and coordinated kids' wear for every ceremony.</p>`,
    author: "Rohan Deshpande",
    categorySlug: "styling-guides",
    tags: ["wedding guest", "wedding outfits", "sangeet", "silk saree"],
    isPublished: false,
    daysAgo: 38,
  },
];
