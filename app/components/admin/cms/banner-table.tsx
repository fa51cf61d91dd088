import { Link } from "../../link";
import {
  BANNER_AUDIENCE_LABELS,
  BANNER_POSITION_LABELS,
  type BannerAudience,
  type BannerPosition,
  type BannerSchedule,
  clickThroughRate,
} from "../../../../lib/banner-form-schema";
import { formatDateTime } from "../../../../lib/date-format";
import { sizedImage } from "../../../../lib/images";
import { formatIndianNumber } from "../../../../lib/money";
import { AdminTable } from "../admin-table";
import { Badge, type BadgeTone } from "../badge";
import { OrderButtons, pendingFlag, RowDelete, RowSwitch, useRowFetcher } from "./row-controls";

export interface BannerTableRow {
  id: string;
  imageUrl: string;
  altText: string;
  title: string | null;
  position: string;
  targetAudience: string;
  isActive: boolean;
  startDate: string | null;
  endDate: string | null;
  viewCount: number;
  clickCount: number;
  schedule: BannerSchedule;
  first: boolean;
  last: boolean;
}

export const SCHEDULE_BADGES: Record<BannerSchedule, { tone: BadgeTone; label: string }> = {
  live: { tone: "green", label: "Live" },
  scheduled: { tone: "blue", label: "Scheduled" },
  ended: { tone: "grey", label: "Ended" },
  inactive: { tone: "grey", label: "Off" },
};

const nameOf = (row: Pick<BannerTableRow, "title" | "altText" | "position">) =>
  row.title || row.altText || `${row.position} banner`;
const labelOf = <T extends string>(labels: Record<T, string>, value: string) =>
  (labels as Record<string, string>)[value] ?? value;

/** The banners with their schedule, views, clicks and click-through rate; a card each on a phone. */
export function BannerTable({ rows }: { rows: BannerTableRow[] }) {
  return (
    <AdminTable caption="Banners">
      <thead>
        <tr>
          <th scope="col">Banner</th>
          <th scope="col">Schedule</th>
          <th scope="col" className="text-right">
            Views
          </th>
          <th scope="col" className="text-right">
            Clicks
          </th>
          <th scope="col" className="text-right">
            Click rate
          </th>
          <th scope="col">On</th>
          <th scope="col">Order</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <BannerRow key={row.id} row={row} />
        ))}
      </tbody>
    </AdminTable>
  );
}

function BannerRow({ row }: { row: BannerTableRow }) {
  const { fetcher, busy, error } = useRowFetcher();
  const name = nameOf(row);
  const on = pendingFlag(fetcher, "active", row.isActive);
  const badge = SCHEDULE_BADGES[row.schedule];
  return (
    <tr className={busy ? "opacity-70" : ""}>
      <td>
        <div className="flex items-center gap-3">
          <img
            src={sizedImage(row.imageUrl, 160)}
            alt=""
            width={96}
            height={40}
            loading="lazy"
            className="h-10 w-24 shrink-0 rounded-md bg-stone-100 object-cover"
          />
          <div className="min-w-0">
            <Link
              to={`/admin/cms/banners/${row.id}`}
              className="font-medium text-stone-900 underline-offset-2 hover:underline"
            >
              {name}
            </Link>
            <p className="text-xs text-stone-500">
              {labelOf<BannerPosition>(BANNER_POSITION_LABELS, row.position)} ·{" "}
              {labelOf<BannerAudience>(BANNER_AUDIENCE_LABELS, row.targetAudience)}
            </p>
            {error && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        </div>
      </td>
      <td data-label="Schedule">
        <Badge tone={badge.tone}>{badge.label}</Badge>
        <p className="mt-1 text-xs text-stone-600">
          {row.startDate || row.endDate ? (
            <>
              {row.startDate ? `From ${formatDateTime(row.startDate)}` : "Already started"}
              <br />
              {row.endDate ? `Until ${formatDateTime(row.endDate)}` : "No end"}
            </>
          ) : (
            "Always, while on"
          )}
        </p>
      </td>
      <td data-label="Views" className="text-right tabular-nums">
        {formatIndianNumber(row.viewCount)}
      </td>
      <td data-label="Clicks" className="text-right tabular-nums">
        {formatIndianNumber(row.clickCount)}
      </td>
      <td data-label="Click rate" className="text-right tabular-nums">
        {clickThroughRate(row.viewCount, row.clickCount)}
      </td>
      <td data-label="On">
        <RowSwitch fetcher={fetcher} id={row.id} intent="active" on={on} label={`Switched on: ${name}`} />
      </td>
      <td data-label="Order">
        <OrderButtons fetcher={fetcher} id={row.id} name={name} first={row.first} last={row.last} />
      </td>
      <td>
        <RowDelete
          fetcher={fetcher}
          id={row.id}
          name={name}
          what="banner"
          message={`${name} will be removed from the shop, with its ${formatIndianNumber(row.viewCount)} views and ${formatIndianNumber(row.clickCount)} clicks. This cannot be undone.`}
        />
      </td>
    </tr>
  );
}
