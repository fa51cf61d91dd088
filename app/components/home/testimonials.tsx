import { useEffect, useRef, useState } from "react";
import { SectionHeading } from "./section-heading";

export interface TestimonialView {
  id: string;
  customerName: string;
  customerTitle: string | null;
  customerLocation: string | null;
  quote: string;
  rating: number;
}

interface Props {
  title: string;
  subtitle: string;
  testimonials: TestimonialView[];
  autoScroll: boolean;
  intervalMs: number;
}

/** A scrolling row of approved testimonials; auto-scroll pauses on hover and focus. */
export function Testimonials({ title, subtitle, testimonials, autoScroll, intervalMs }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const el = list.current;
    if (!el || !autoScroll || paused || testimonials.length < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => {
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
      el.scrollTo({ left: atEnd ? 0 : el.scrollLeft + el.clientWidth, behavior: "smooth" });
    }, intervalMs);
    return () => clearInterval(timer);
  }, [autoScroll, paused, intervalMs, testimonials.length]);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-maroon-50 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="testimonials-heading" title={title} subtitle={subtitle} />
        {testimonials.length === 0 ? (
          <p className="mt-8 text-center text-stone-700">Be the first to share your experience with us!</p>
        ) : (
          <ul
            ref={list}
            tabIndex={0}
            aria-label="Testimonials"
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            className="mt-8 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 lg:grid lg:grid-cols-3 lg:overflow-visible"
          >
            {testimonials.map((t) => (
              <li
                key={t.id}
                className="w-[85%] shrink-0 snap-start rounded-xl bg-white p-6 shadow-sm sm:w-[45%] lg:w-auto"
              >
                <p className="text-saffron-500" aria-label={`${t.rating} out of 5 stars`}>
                  {"★".repeat(t.rating)}
                </p>
                <blockquote className="mt-3 text-stone-800">“{t.quote}”</blockquote>
                <p className="mt-4 text-sm font-semibold">{t.customerName}</p>
                <p className="text-xs text-stone-600">
                  {[t.customerTitle, t.customerLocation].filter(Boolean).join(", ")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
