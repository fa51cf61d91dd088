import { SectionHeading } from "./section-heading";
import { imageSrcSet, sizedImage } from "../../../lib/images";

interface Section {
  id: string;
  title: string;
  subtitle: string | null;
  mainContent: string | null;
  galleryImages: { url: string; alt: string; caption?: string }[];
}

export function Craftsmanship(props: {
  title: string;
  subtitle: string;
  sections: Section[];
  showCaptions: boolean;
}) {
  return (
    <section aria-labelledby="craft-heading" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="craft-heading" title={props.title} subtitle={props.subtitle} />
      <div className="mt-8 space-y-12">
        {props.sections.map((s) => (
          <article key={s.id}>
            <h3 className="font-serif text-2xl font-semibold">{s.title}</h3>
            {s.subtitle && <p className="text-sm font-medium text-amber-800">{s.subtitle}</p>}
            {s.mainContent && <p className="mt-2 max-w-3xl text-stone-700">{s.mainContent}</p>}
            <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
              {s.galleryImages.map((g) => (
                <li key={g.url}>
                  <figure>
                    <img
                      src={sizedImage(g.url, 480)}
                      srcSet={imageSrcSet(g.url, [320, 480])}
                      sizes="(min-width: 768px) 23vw, 46vw"
                      alt={g.alt}
                      width={800}
                      height={600}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-lg object-cover"
                    />
                    {props.showCaptions && g.caption && (
                      <figcaption className="mt-1 text-xs text-stone-600">{g.caption}</figcaption>
                    )}
                  </figure>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
