import { useState } from "react";
import { imageSrcSet, sizedImage } from "../../lib/images";
import { stockCategoryImage } from "../../lib/stock-images";

/**
 * A square category picture. With no image, or one that fails to load (even before the page became
 * interactive), it shows the stock picture its name suggests.
 */
export function CategoryImage({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const own = src && !failed ? src : null;
  return (
    <img
      key={own ?? "stock"}
      src={own ? sizedImage(own, 480) : stockCategoryImage(name)}
      srcSet={own ? imageSrcSet(own, [320, 480]) : undefined}
      sizes="(min-width: 768px) 30vw, 46vw"
      alt=""
      width={600}
      height={600}
      loading="lazy"
      decoding="async"
      ref={(img) => {
        if (own && img?.complete && img.naturalWidth === 0) setFailed(true);
      }}
      onError={() => own && setFailed(true)}
      className={className}
    />
  );
}
