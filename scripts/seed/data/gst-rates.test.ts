// Every demo product's GST rate at its listed price against the table of the rules in force since
// 22 September 2025 (Notifications 9/2025 and 13/2025-CT(R), CBIC textile FAQs; decision 016):
// garments, made-ups and footwear by the Rs 2,500 slab, sarees and mundu as fabrics at 5%, brass
// idols, puja thalis, the pichwai painting and the hand-embroidered shawl at 5%, imitation jewellery
// at 3%, books and the gift card at 0%; no product at 12% any more.
import { describe, expect, it } from "vitest";
import { pieceRateBp } from "../../../lib/gst";
import { seedTax } from "../seed";
import { products } from "./products";

const EXPECTED_PERCENT: Record<string, number> = {
  "Kanjivaram Pure Silk Saree with Zari Border": 5,
  "Banarasi Katan Silk Saree with Kadhwa Buti": 5,
  "Handloom Bengal Tant Cotton Saree": 5,
  "Boys' Cotton Kurta Pyjama Set": 5,
  "Men's Lucknowi Chikankari Kurta": 5,
  "Baby Boy Mulmul Kurta Pyjama Set": 5,
  "Men's Raw Silk Embroidered Sherwani": 18,
  "Boys' Jacquard Sherwani Set with Churidar": 18,
  "Bridal Velvet Lehenga with Zardozi Work": 18,
  "Girls' Silk Lehenga Choli with Gota Patti": 5,
  "Women's Cotton Anarkali Salwar Suit with Dupatta": 5,
  "Bandhani Georgette Salwar Suit Set": 18,
  "Kerala Kasavu Mundu with Angavastram": 5,
  "Boys' Ready-to-Wear Dhoti Kurta Set": 5,
  "Men's Brocade Nehru Jacket": 5,
  "Boys' Printed Nehru Jacket with Kurta": 5,
  "Kids' Bal Krishna Costume Dress with Mukut": 5,
  "Baby Kanha Dhoti Kurta Costume with Mor Pankh": 5,
  "Girls' Radha Rani Lehenga Costume with Chunari": 5,
  "Laddu Gopal Zari Poshak with Pagdi": 5,
  "Laddu Gopal Winter Woollen Poshak Set": 5,
  "Brass Laddu Gopal Idol 4 Inch": 5,
  "Brass Radha Krishna Idol Pair 8 Inch": 5,
  "Brass Ganesha Idol with Antique Finish": 5,
  "Brass Puja Thali Set 7 Pieces": 5,
  "Laddu Gopal Shringar Set with Bansuri and Mukut": 3,
  "Shrimad Bhagavad Gita Hindi English Hardcover": 0,
  "Hanuman Chalisa Illustrated Board Book for Kids": 0,
  "Mysore Sandalwood Agarbatti Pack of 6": 5,
  "Guggal Dhoop Cones with Brass Stand": 5,
  "Janmashtami Krishna Dress Combo with Flute and Crown": 5,
  "Girls' Navratri Chaniya Choli with Mirror Work": 5,
  "Women's Navratri Chaniya Choli Cotton Mirror Work": 18,
  "Boys' Diwali Silk Kurta with Embroidered Jacket": 5,
  "Men's Wedding Indo-Western Sherwani Set": 18,
  "Girls' Wedding Anarkali Gown with Net Dupatta": 5,
  "Baby Summer Cotton Jhabla Set": 5,
  "Women's Dabu Print Cotton Kurta Set": 5,
  "Kids' Woollen Nehru Jacket and Kurta Set": 5,
  "Kashmiri Wool Shawl with Sozni Embroidery": 5,
  "Kids' Little Kanha Printed Cotton T-Shirt": 5,
  "Men's Madhubani Print Cotton T-Shirt": 5,
  "Boys' Stretch Denim Jeans": 5,
  "Girls' Kalamkari Print Cotton Frock": 5,
  "Kids' Cotton Shorts Pack of 2": 5,
  "Men's Khadi Cotton Casual Shirt": 5,
  "Women's Rayon Straight Kurti with Foil Print": 5,
  "Men's Jodhpuri Bandhgala Suit": 18,
  "Boys' Velvet Party Blazer": 5,
  "Men's Linen Blend Formal Shirt": 5,
  "Men's Slim Fit Formal Trousers": 5,
  "Girls' Satin Party Gown": 5,
  "Kundan Choker Necklace Set with Earrings": 3,
  "Temple Jewellery Lakshmi Coin Haram": 3,
  "Embroidered Silk Potli Bag with Pearl Handle": 18,
  "Banarasi Silk Dupatta with Zari Border": 5,
  "Men's Hand-Tooled Leather Belt": 18,
  "Men's Analog Watch with Leather Strap": 18,
  "Kids' UV Protection Sunglasses": 18,
  "Men's Embroidered Leather Mojari": 5,
  "Handcrafted Kolhapuri Leather Chappal": 5,
  "Kids' Embroidered Velvet Jutti": 5,
  "Handwoven Jute and Cotton Slippers": 5,
  "Men's Suede Chelsea Boots": 18,
  "Shrinathji Pichwai Painting on Cloth": 5,
  "Diwali Rangoli Colours Kit with Stencils": 18,
  "Embroidered Silk Cushion Covers Set of 5": 5,
  "Jaipuri Block Print Cotton Curtains Pair": 5,
  "Brass Kuber Diya Set of 2": 18,
  "Brass Puja Gift Set with Diya, Bell and Kumkum Box": 5,
  "Diwali Festive Hamper": 18,
  "Digital Gift Card \u20b91000": 0,
};

describe("the demo catalogue's GST rates", () => {
  it("charges every product the lawful rate at its listed price", () => {
    expect(products).toHaveLength(Object.keys(EXPECTED_PERCENT).length);
    for (const product of products) {
      const tax = seedTax(product);
      const percent = pieceRateBp(tax, product.priceRupees * 100) / 100;
      expect({ name: product.name, percent }).toEqual({ name: product.name, percent: EXPECTED_PERCENT[product.name] });
      // The data file states the rate at the listed price too; it must agree with what checkout charges.
      expect(product.gstRate).toBe(percent);
    }
  });

  it("puts garments, made-ups and footwear on the slab, except the handcrafted shawl", () => {
    const onSlab = products.filter((p) => seedTax(p).gstSlab).map((p) => p.hsn.slice(0, 2));
    expect(new Set(onSlab)).toEqual(new Set(["61", "62", "63", "64"]));
    const shawl = products.find((p) => p.name === "Kashmiri Wool Shawl with Sozni Embroidery")!;
    expect(seedTax(shawl)).toMatchObject({ gstSlab: false, gstRateBp: 500 });
  });
});
