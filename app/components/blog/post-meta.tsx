import { formatDate, isoDate } from "../../../lib/date-format";

interface Props {
  author: string;
  publishedDate: Date | string | null;
  readingTimeMinutes: number;
}

export function PostMeta({ author, publishedDate, readingTimeMinutes }: Props) {
  const date = formatDate(publishedDate);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
      <span>By {author}</span>
      {date && (
        <>
          <span aria-hidden="true">·</span>
          <time dateTime={isoDate(publishedDate)}>{date}</time>
        </>
      )}
      <span aria-hidden="true">·</span>
      <span>{readingTimeMinutes} min read</span>
    </p>
  );
}
