import { useState } from "react";
import { imageSrcSet, sizedImage } from "../../lib/images";

/** A 4:5 product image with reserved space (no layout shift) and the spec's fallback text. */
export function ProductImage({
  src,
  alt,
  eager = false,
}: {
  src: string | null;
  alt: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="grid aspect-[4/5] w-full place-items-center bg-stone-100 text-sm text-stone-600">
        Image not available
      </div>
    );
  }
  return (
    <img
      src={sizedImage(src, 480)}
      srcSet={imageSrcSet(src, [320, 480, 640])}
      sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 46vw"
      alt={alt}
      width={480}
      height={600}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-[4/5] w-full bg-stone-100 object-cover"
    />
  );
}
