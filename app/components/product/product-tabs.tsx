import { useState } from "react";
import type { ProductDetail } from "../../../server/modules/catalog/service";
import { useHydrated } from "../ui/use-hydrated";

const TABS = ["Description", "Specifications", "Care Instructions", "Shipping & Returns", "FAQs"] as const;

interface Props {
  product: ProductDetail;
  faqs: { question: string; answer: string }[];
}

/** Accessible tabs; before JavaScript loads every panel is shown one after another. */
export function ProductTabs({ product, faqs }: Props) {
  const [active, setActive] = useState<(typeof TABS)[number] | null>(null);
  const hydrated = useHydrated();
  const specs: [string, string | null][] = [
    [
      "Category",
      product.parentCategory
        ? `${product.parentCategory.name} › ${product.category.name}`
        : product.category.name,
    ],
    ["Material", product.material],
    ["Colour", product.color],
    ["Brand", product.brand],
    ["Weight", product.weightGrams ? `${product.weightGrams} g` : null],
    ["SKU", product.sku],
  ];
  const panels: Record<(typeof TABS)[number], React.ReactNode> = {
    Description: <div className="prose-shop" dangerouslySetInnerHTML={{ __html: product.description }} />,
    Specifications: (
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {specs
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-semibold">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
    ),
    "Care Instructions": (
      <p className="text-sm">
        {product.careInstructions ??
          "Dry clean recommended for embellished garments; hand wash cotton gently in cold water."}
      </p>
    ),
    "Shipping & Returns": (
      <ul className="list-disc space-y-1 pl-5 text-sm">
        <li>Free shipping on orders above ₹999; a flat fee applies below that.</li>
        <li>Delivered in 4-6 business days across India.</li>
        <li>30-day return and exchange policy; refunds in 7-10 business days.</li>
        <li>Cash on delivery available.</li>
      </ul>
    ),
    FAQs: (
      <dl className="space-y-3 text-sm">
        {faqs.map((f) => (
          <div key={f.question}>
            <dt className="font-semibold">{f.question}</dt>
            <dd className="mt-1 text-stone-700">{f.answer}</dd>
          </div>
        ))}
      </dl>
    ),
  };
  const current = active ?? "Description";
  return (
    <section className="mt-12 rounded-xl border border-stone-200 bg-white" aria-label="Product information">
      <div role="tablist" className="flex overflow-x-auto border-b border-stone-200">
        {TABS.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`tab-${tab}`}
            aria-selected={tab === current}
            aria-controls={`panel-${tab}`}
            onClick={() => setActive(tab)}
            className={`shrink-0 px-4 py-3 text-sm font-medium ${tab === current ? "border-b-2 border-maroon-800 text-maroon-800" : "text-stone-700"}`}
          >
            {tab}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          hidden={hydrated && tab !== current}
          className="p-5"
        >
          {panels[tab]}
        </div>
      ))}
    </section>
  );
}
