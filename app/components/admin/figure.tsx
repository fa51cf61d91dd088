import { Fragment } from "react";

/**
 * A summary card's big number. Crore-sized rupee figures ("₹77,66,03,442.50") are wider than a
 * card in a two-column grid on a phone, so long figures get a smaller size there and may wrap,
 * but only after a grouping comma, never inside a group of digits.
 */
export function Figure({ value }: { value: string }) {
  const size = value.length > 9 ? "text-xl sm:text-2xl" : "text-2xl";
  const groups = value.split(",");
  return (
    <span className={`mt-1 block font-semibold tabular-nums text-stone-900 ${size}`}>
      {groups.map((group, i) => (
        <Fragment key={i}>
          {group}
          {i < groups.length - 1 && (
            <>
              ,<wbr />
            </>
          )}
        </Fragment>
      ))}
    </span>
  );
}
