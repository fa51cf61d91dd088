import { useFetcher } from "react-router";
import { AdminTable } from "../admin-table";
import type { EditableNavLink } from "./nav-link-form";
import { RowControls, RowError, type RowAnswer, useRowToast } from "./row-controls";

function NavLinkRow({ link, first, last }: { link: EditableNavLink; first: boolean; last: boolean }) {
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
        editHref={`?edit=${link.id}`}
        deleteMessage={`The link "${link.name}" (${link.path}) will be removed from the shop's ${link.location}. This cannot be undone.`}
        deleteLabel="Delete link"
      />
    </tr>
  );
}

/** A location's links in the shop's order, with their switches, order buttons, edit and delete. */
export function NavLinkList({ caption, links }: { caption: string; links: EditableNavLink[] }) {
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
          <NavLinkRow key={link.id} link={link} first={index === 0} last={index === links.length - 1} />
        ))}
      </tbody>
    </AdminTable>
  );
}
