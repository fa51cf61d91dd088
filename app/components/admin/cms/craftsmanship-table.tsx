import { Link } from "../../link";
import { GALLERY_SHOWN } from "../../../../lib/craftsmanship-form-schema";
import { sizedImage } from "../../../../lib/images";
import { AdminTable } from "../admin-table";
import { listAtPage } from "../list-at-page";
import { OrderButtons, pendingFlag, RowDelete, RowSwitch, useRowFetcher } from "./row-controls";

export interface CraftsmanshipTableRow {
  id: string;
  title: string;
  subtitle: string | null;
  heroImageUrl: string | null;
  galleryCount: number;
  firstImage: { url: string } | null;
  isActive: boolean;
}

interface TableProps {
  sections: CraftsmanshipTableRow[];
  /** This page starts the home page's order: its first section cannot move up. */
  first: boolean;
  /** This page ends it: its last section cannot move down. */
  last: boolean;
  /** The list's page, which an edit goes back to. */
  page: number;
}

/** A page of the sections in the home page's order, each with its gallery size, switch and order buttons. */
export function CraftsmanshipTable({ sections, first, last, page }: TableProps) {
  return (
    <AdminTable caption="Craftsmanship sections, in the home page's order">
      <thead>
        <tr>
          <th scope="col">Section</th>
          <th scope="col">Gallery</th>
          <th scope="col">Shown</th>
          <th scope="col">Order</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sections.map((section, i) => (
          <SectionRow
            key={section.id}
            section={section}
            first={first && i === 0}
            last={last && i === sections.length - 1}
            page={page}
          />
        ))}
      </tbody>
    </AdminTable>
  );
}

function SectionRow({
  section,
  first,
  last,
  page,
}: {
  section: CraftsmanshipTableRow;
  first: boolean;
  last: boolean;
  page: number;
}) {
  const { fetcher, busy, error } = useRowFetcher();
  const on = pendingFlag(fetcher, "active", section.isActive);
  const picture = section.heroImageUrl ?? section.firstImage?.url ?? null;
  const n = section.galleryCount;
  return (
    <tr className={busy ? "opacity-70" : ""}>
      <td>
        <div className="flex items-center gap-3">
          {picture ? (
            <img
              src={sizedImage(picture, 160)}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 shrink-0 rounded-md bg-stone-100 object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-md bg-stone-100" />
          )}
          <div className="min-w-0">
            <Link
              to={listAtPage(`/admin/cms/craftsmanship/${section.id}`, page)}
              className="font-medium text-stone-900 underline-offset-2 hover:underline"
            >
              {section.title}
            </Link>
            {section.subtitle && <p className="text-xs text-stone-500">{section.subtitle}</p>}
            {error && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        </div>
      </td>
      <td data-label="Gallery" className="text-sm">
        {n === 1 ? "1 image" : `${n} images`}
        {n > GALLERY_SHOWN && <p className="text-xs text-stone-500">The first {GALLERY_SHOWN} show</p>}
      </td>
      <td data-label="Shown">
        <RowSwitch
          fetcher={fetcher}
          id={section.id}
          intent="active"
          on={on}
          label={`Shown on the home page: ${section.title}`}
        />
      </td>
      <td data-label="Order">
        <OrderButtons fetcher={fetcher} id={section.id} name={section.title} first={first} last={last} />
      </td>
      <td>
        <RowDelete
          fetcher={fetcher}
          id={section.id}
          name={section.title}
          what="section"
          message={`${section.title} and its gallery of ${n === 1 ? "1 image" : `${n} images`} will be removed from the home page. The pictures stay in the image library. This cannot be undone.`}
        />
      </td>
    </tr>
  );
}
