import { Link } from "../link";
import { text, type Settings } from "../../../lib/settings";
import { imageSrcSet, sizedImage } from "../../../lib/images";

/** Storefront section 8: what the block says when its content cannot be read. */
export const BRAND_STORY_FAILED = "Failed to load brand story content";

export function BrandStory({ settings }: { settings: Settings }) {
  const image = text(settings, "brand_story_image_url");
  const cta = text(settings, "brand_story_cta_text");
  return (
    <section
      aria-labelledby="brand-heading"
      className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-14 md:grid-cols-2"
    >
      {image && (
        <img
          src={sizedImage(image, 960)}
          srcSet={imageSrcSet(image, [480, 640, 960])}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt=""
          width={1200}
          height={900}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      )}
      <div>
        <h2 id="brand-heading" className="font-serif text-3xl font-semibold text-maroon-800">
          {text(settings, "brand_story_title", "Our Story")}
        </h2>
        <p className="mt-4 whitespace-pre-line text-stone-700">{text(settings, "brand_story_text")}</p>
        {cta && (
          <Link
            to={text(settings, "brand_story_cta_link", "/about")}
            className="mt-6 inline-block rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white"
          >
            {cta}
          </Link>
        )}
      </div>
    </section>
  );
}
