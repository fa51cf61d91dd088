import { useEffect, useState } from "react";
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

/**
 * Approved testimonials: a grid of up to 6 on desktop; on smaller screens a one-card carousel
 * that auto-advances (paused on hover and focus) with Previous and Next buttons.
 */
export function Testimonials({ title, subtitle, testimonials, autoScroll, intervalMs }: Props) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = testimonials.length;

  useEffect(() => {
    if (!autoScroll || paused || count < 2) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [autoScroll, paused, intervalMs, count]);

  return (
    <section aria-labelledby="testimonials-heading" className="bg-maroon-50 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="testimonials-heading" title={title} subtitle={subtitle} />
        {count === 0 ? (
          <p className="mt-8 text-center text-stone-700">Be the first to share your experience with us!</p>
        ) : (
          <div
            className="mt-8"
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <ul aria-label="Testimonials" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {testimonials.map((t, i) => (
                <li
                  key={t.id}
                  className={`rounded-xl bg-white p-6 shadow-sm ${i === index ? "" : "max-sm:hidden"}`}
                >
                  <p>
                    <span className="sr-only">{t.rating} out of 5 stars</span>
                    <span aria-hidden="true" className="text-saffron-500">
                      {"★".repeat(t.rating)}
                    </span>
                  </p>
                  <blockquote className="mt-3 text-stone-800">“{t.quote}”</blockquote>
                  <p className="mt-4 text-sm font-semibold">{t.customerName}</p>
                  <p className="text-xs text-stone-600">
                    {[t.customerTitle, t.customerLocation].filter(Boolean).join(", ")}
                  </p>
                </li>
              ))}
            </ul>
            {count > 1 && (
              <div className="mt-4 flex items-center justify-center gap-4 sm:hidden">
                <button
                  type="button"
                  onClick={() => setIndex((i) => (i - 1 + count) % count)}
                  className="rounded-full bg-white px-4 py-2 text-sm shadow-sm"
                  aria-label="Previous testimonial"
                >
                  ‹
                </button>
                <span className="text-sm text-stone-700" aria-live="polite">
                  {index + 1} / {count}
                </span>
                <button
                  type="button"
                  onClick={() => setIndex((i) => (i + 1) % count)}
                  className="rounded-full bg-white px-4 py-2 text-sm shadow-sm"
                  aria-label="Next testimonial"
                >
                  ›
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
