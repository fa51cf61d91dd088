import { useFetcher } from "react-router";
import { AdminTable } from "../admin-table";
import type { EditableNavLink } from "./nav-link-form";
import { RowControls, RowError, type RowAnswer, useRowToast } from "./row-controls";

interface RowProps {
  link: EditableNavLink;
  first: boolean;
  last: boolean;
  editHref: string;
}

function NavLinkRow({ link, first, last, editHref }: RowProps) {
  const fetcher = useFetcher<RowAnswer>();
  useRowToast(fetcher);
  const external = /^https?:/i.test(link.path);
  return (
    <tr className={fetcher.state !== "idle" ? "opacity-70" : ""}>
      <td>
        <div className="min-w-0">
          <p className="font-medium text-stone-900">{link.name}</p>
          <p className="text-xs break-all text-stone-500">
            {link.path}
            {external && <span className="sr-only"> (another website)</span>}
          </p>
          <RowError fetcher={fetcher} />
        </div>
      </td>
      <RowControls
        fetcher={fetcher}
        id={link.id}
        label={link.name}
        active={link.isActive}
        first={first}
        last={last}
        editHref={editHref}
        deleteMessage={`The link "${link.name}" (${link.path}) will be removed from the shop's ${link.location}. This cannot be undone.`}
        deleteLabel="Delete link"
      />
    </tr>
  );
}

interface ListProps {
  caption: string;
  links: EditableNavLink[];
  /** This page starts the location's order: its first link cannot move up. */
  first: boolean;
  /** This page ends it: its last link cannot move down. */
  last: boolean;
  editHref: (id: string) => string;
}

/** A page of a location's links in the shop's order, with their switches, order buttons, edit and delete. */
export function NavLinkList({ caption, links, first, last, editHref }: ListProps) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Link</th>
          <th scope="col">Shown</th>
          <th scope="col">Order</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {links.map((link, index) => (
          <NavLinkRow
            key={link.id}
            link={link}
            first={first && index === 0}
            last={last && index === links.length - 1}
            editHref={editHref(link.id)}
          />
        ))}
      </tbody>
    </AdminTable>
  );
}
