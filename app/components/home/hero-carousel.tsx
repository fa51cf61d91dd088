import { useCallback, useEffect, useState } from "react";
import { Link } from "../link";
import { imageSrcSet, sizedImage } from "../../../lib/images";

export interface HeroBanner {
  id: string;
  imageUrl: string;
  altText: string;
  title: string | null;
  subtitle: string | null;
  description: string | null;
  ctaText: string | null;
  ctaLink: string | null;
}

const AUTOPLAY_MS = 6000;

function track(id: string, event: "view" | "click") {
  // keepalive lets a click's count survive the navigation it starts.
  fetch(`/banners/${id}/${event}`, { method: "POST", keepalive: true }).catch(() => undefined);
}

/** Fading, looping hero carousel; autoplay only with more than one banner, paused on hover and focus. */
export function HeroCarousel({
  banners,
  title,
  subtitle,
}: {
  banners: HeroBanner[];
  title: string;
  subtitle: string;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (count > 0) track(banners[index].id, "view");
  }, [index, banners, count]);

  useEffect(() => {
    if (count < 2 || paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [count, paused, index, go]);

  if (count === 0) return <WelcomeBlock title={title} subtitle={subtitle} />;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured"
      className="relative aspect-[4/5] w-full overflow-hidden bg-maroon-900 sm:aspect-[12/5]"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((banner, i) => (
        <div
          key={banner.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${count}`}
          aria-hidden={i !== index}
          inert={i !== index}
          className={`absolute inset-0 transition-opacity duration-700 ${i === index ? "opacity-100" : "opacity-0"}`}
        >
          <img
            src={sizedImage(banner.imageUrl, 1280)}
            srcSet={imageSrcSet(banner.imageUrl, [640, 960, 1280, 1920])}
            sizes="100vw"
            alt={banner.altText}
            width={1920}
            height={800}
            loading={i === 0 ? "eager" : "lazy"}
            fetchPriority={i === 0 ? "high" : "low"}
            className="h-full w-full object-cover object-right"
          />
          <div className="absolute inset-0 flex items-center bg-gradient-to-r from-black/60 via-black/30 to-transparent">
            <div className="mx-auto w-full max-w-7xl px-6">
              <div className="max-w-lg text-white">
                {banner.subtitle && (
                  <p className="text-sm font-semibold tracking-widest text-saffron-400 uppercase">
                    {banner.subtitle}
                  </p>
                )}
                {banner.title && (
                  <h2 className="mt-2 font-serif text-3xl font-semibold sm:text-5xl">{banner.title}</h2>
                )}
                {banner.description && (
                  <p className="mt-3 text-base text-white/90 sm:text-lg">{banner.description}</p>
                )}
                {banner.ctaText && banner.ctaLink && (
                  <Link
                    to={banner.ctaLink}
                    onClick={() => track(banner.id, "click")}
                    className="mt-6 inline-block rounded-full bg-saffron-500 px-6 py-3 font-semibold text-maroon-900"
                  >
                    {banner.ctaText}
                  </Link>
                )}
              </div>
            </div>
          </div>
        </div>
      ))}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="rounded-full bg-black/40 px-3 py-1 text-white"
            aria-label="Previous slide"
          >
            ‹
          </button>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index}
              className={`size-3 rounded-full ${i === index ? "bg-white" : "bg-white/50"}`}
            />
          ))}
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="rounded-full bg-black/40 px-3 py-1 text-white"
            aria-label="Next slide"
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}

function WelcomeBlock({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section className="bg-gradient-to-br from-maroon-900 to-maroon-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
        <h1 className="max-w-2xl font-serif text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg text-maroon-100">{subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link to="/shop" className="rounded-full bg-saffron-500 px-6 py-3 font-semibold text-maroon-900">
            Shop Now
          </Link>
          <Link to="/about" className="rounded-full border border-white px-6 py-3 font-semibold text-white">
            View Collection
          </Link>
        </div>
      </div>
    </section>
  );
}
