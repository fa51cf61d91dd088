interface Props {
  /** HTML that has already been through the server's allow-list sanitiser (lib/safe-html.ts). */
  sanitizedHtml: string;
  className?: string;
}

/** Stored rich text (blog posts, information pages) with readable typography. */
export function RichText({ sanitizedHtml, className = "" }: Props) {
  return (
    <div
      className={`max-w-none leading-relaxed text-stone-800 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-500 [&_blockquote]:bg-maroon-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-lg [&_blockquote]:text-maroon-900 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:font-serif [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-maroon-800 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-serif [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-maroon-800 [&_h4]:mt-4 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-stone-900 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
    />
  );
}
