import { useEffect, useRef, useState } from "react";
import { imageSrcSet, sizedImage } from "../../../lib/images";

const SWIPE_PX = 50;

/** Main image with thumbnails, hover zoom, a fullscreen lightbox and swipe (spec: 50 px threshold). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [lightbox, setLightbox] = useState(false);
  const touchX = useRef<number | null>(null);

  if (images.length === 0) {
    return (
      <div className="grid aspect-[4/5] place-items-center rounded-xl bg-stone-100 text-stone-600">
        No images available
      </div>
    );
  }
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  return (
    <div>
      <div
        className="relative overflow-hidden rounded-xl bg-stone-100"
        onMouseMove={(e) => {
          const box = e.currentTarget.getBoundingClientRect();
          setZoom({
            x: ((e.clientX - box.left) / box.width) * 100,
            y: ((e.clientY - box.top) / box.height) * 100,
          });
        }}
        onMouseLeave={() => setZoom(null)}
        onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
        onTouchEnd={(e) => {
          if (touchX.current === null) return;
          const dx = e.changedTouches[0].clientX - touchX.current;
          if (Math.abs(dx) >= SWIPE_PX) step(dx < 0 ? 1 : -1);
          touchX.current = null;
        }}
      >
        <button
          type="button"
          onClick={() => setLightbox(true)}
          className="block w-full cursor-zoom-in"
          aria-label="Open full-screen image"
        >
          <img
            src={sizedImage(images[index], 960)}
            srcSet={imageSrcSet(images[index], [480, 640, 960])}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={`${name}, image ${index + 1} of ${images.length}`}
            width={960}
            height={1200}
            fetchPriority="high"
            className="aspect-[4/5] w-full object-cover transition-transform duration-150"
            style={zoom ? { transform: "scale(1.8)", transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        </button>
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2" aria-label="Product images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index}
                className={`overflow-hidden rounded-lg border-2 ${i === index ? "border-maroon-800" : "border-transparent"}`}
              >
                <img
                  src={sizedImage(src, 160)}
                  alt=""
                  width={64}
                  height={80}
                  loading="lazy"
                  className="h-20 w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {lightbox && (
        <Lightbox
          images={images}
          index={index}
          name={name}
          onStep={step}
          onClose={() => setLightbox(false)}
        />
      )}
    </div>
  );
}

function Lightbox(props: {
  images: string[];
  index: number;
  name: string;
  onStep: (d: number) => void;
  onClose: () => void;
}) {
  const { images, index, name, onStep, onClose } = props;
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      if (e.key === "ArrowRight") onStep(1);
      if (e.key === "ArrowLeft") onStep(-1);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose, onStep]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`${name} images`}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/90"
    >
      <button
        ref={close}
        type="button"
        onClick={onClose}
        className="absolute top-4 right-4 rounded-full bg-white/10 px-4 py-2 text-white"
      >
        Close
      </button>
      {images.length > 1 && (
        <button
          type="button"
          onClick={() => onStep(-1)}
          className="absolute left-2 rounded-full bg-white/10 px-4 py-3 text-white"
          aria-label="Previous image"
        >
          ‹
        </button>
      )}
      <img
        src={sizedImage(images[index], 1920)}
        alt={`${name}, image ${index + 1} of ${images.length}`}
        className="max-h-full max-w-full object-contain"
      />
      {images.length > 1 && (
        <button
          type="button"
          onClick={() => onStep(1)}
          className="absolute right-2 rounded-full bg-white/10 px-4 py-3 text-white"
          aria-label="Next image"
        >
          ›
        </button>
      )}
    </div>
  );
}
