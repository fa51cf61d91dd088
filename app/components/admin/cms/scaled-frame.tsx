import { useEffect, useRef, useState } from "react";

/**
 * Draws its content at a fixed screen width (a phone's 390 px, a desktop's 1280 px) and scales the
 * result down to the room there is, so a preview shows that width's real layout on any screen.
 */
export function ScaledFrame(props: {
  width: number;
  height: number;
  label: string;
  /** The scale before the page has measured itself (server render). */
  initialScale: number;
  children: React.ReactNode;
}) {
  const { width, height, label, initialScale, children } = props;
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(initialScale);
  useEffect(() => {
    const element = outer.current;
    if (!element) return;
    // Measuring is the only way to know the room: the frame follows the page's own width.
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, entry.contentRect.width / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 text-xs font-medium text-stone-600">{label}</figcaption>
      <div ref={outer} style={{ maxWidth: width }} className="w-full">
        <div
          style={{ height: Math.round(height * scale) }}
          className="relative overflow-hidden rounded-lg border border-stone-300 bg-white"
        >
          <div
            aria-hidden="true"
            style={{ width, height, transform: `scale(${scale})`, transformOrigin: "top left" }}
            className="absolute top-0 left-0"
          >
            {children}
          </div>
        </div>
      </div>
    </figure>
  );
}
