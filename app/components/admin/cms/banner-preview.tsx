import { sizedImage } from "../../../../lib/images";
import { ScaledFrame } from "./scaled-frame";

export interface PreviewBanner {
  imageUrl: string;
  altText: string;
  title: string;
  subtitle: string;
  description: string;
  ctaText: string;
  ctaLink: string;
}

// The storefront's hero (app/components/home/hero-carousel.tsx) at each width: 4:5 on a phone,
// 12:5 from 640 px. Its classes depend on the screen, so each width is spelled out here.
const PHONE = { width: 390, height: 488 };
const DESKTOP = { width: 1280, height: 533 };

function Slide({ banner, phone }: { banner: PreviewBanner; phone: boolean }) {
  return (
    <div className="relative h-full w-full overflow-hidden bg-maroon-900">
      {banner.imageUrl && (
        <img
          src={sizedImage(banner.imageUrl, phone ? 640 : 1280)}
          alt=""
          className="h-full w-full object-cover object-right"
        />
      )}
      <div className="absolute inset-0 flex items-center bg-gradient-to-r from-black/60 via-black/30 to-transparent">
        <div className="mx-auto w-full max-w-7xl px-6">
          <div className="max-w-lg text-white">
            {banner.subtitle && (
              <p className="text-sm font-semibold tracking-widest text-saffron-400 uppercase">
                {banner.subtitle}
              </p>
            )}
            {banner.title && (
              <p className={`mt-2 font-serif font-semibold ${phone ? "text-3xl" : "text-5xl"}`}>
                {banner.title}
              </p>
            )}
            {banner.description && (
              <p className={`mt-3 text-white/90 ${phone ? "text-base" : "text-lg"}`}>{banner.description}</p>
            )}
            {banner.ctaText && banner.ctaLink && (
              <span className="mt-6 inline-block rounded-full bg-saffron-500 px-6 py-3 font-semibold text-maroon-900">
                {banner.ctaText}
              </span>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

/** The banner as the home page's hero will show it, on a phone and on a desktop, as the form changes. */
export function BannerPreview({ banner }: { banner: PreviewBanner }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
      <ScaledFrame {...PHONE} label="Phone (390 px wide)" initialScale={0.5}>
        <Slide banner={banner} phone />
      </ScaledFrame>
      <ScaledFrame {...DESKTOP} label="Desktop (1280 px wide)" initialScale={0.35}>
        <Slide banner={banner} phone={false} />
      </ScaledFrame>
    </div>
  );
}
