import { Link } from "../../components/link";
import { formatDate } from "../../../lib/date-format";
import { formatIndianNumber } from "../../../lib/money";
import { requireStaff } from "../../../server/http/guards";
import { listUsers, USERS_PAGE_SIZE } from "../../../server/modules/customers/service";
import { countOrdersByUser } from "../../../server/modules/orders/service";
import { AdminTable } from "../../components/admin/admin-table";
import { EmptyState } from "../../components/admin/empty-state";
import { ExportMenu } from "../../components/admin/export-menu";
import { PageHeader } from "../../components/admin/page-header";
import { listHref, Pagination } from "../../components/admin/pagination";
import { RoleBadge, StatusBadge, userStatus } from "../../components/admin/users/user-badges";
import { parseUserListParams, toUserFilters } from "../../components/admin/users/list-params";
import { UsersFilters } from "../../components/admin/users/users-filters";
import type { Route } from "./+types/users";

export const meta = () => [{ title: "Users | Divine Threads Admin" }];
export const handle = { crumbs: [{ label: "Dashboard", to: "/admin/dashboard" }, { label: "Users" }] };

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "users");
  const { page, ...filters } = parseUserListParams(new URL(request.url).searchParams);
  const result = await listUsers({ ...toUserFilters({ ...filters, page }), page });
  // Order counts come from the orders module's door; the accounts from this module's.
  const orders = await countOrdersByUser(result.users.map((u) => u.id));
  return {
    filters,
    pageSize: USERS_PAGE_SIZE,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    users: result.users.map((u) => ({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      role: u.role,
      status: userStatus(u),
      orders: orders.get(u.id) ?? 0,
      joined: u.createdAt.toISOString(),
    })),
  };
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { filters, users, total, page, pageCount, pageSize } = loaderData;
  const filtered = filters.q !== "" || filters.role !== "" || filters.status !== "";
  return (
    <div>
      <PageHeader
        title="Users"
        description="Everyone with an account: customers, staff and admins. Open a person to change their role or deactivate them."
        actions={total > 0 && <ExportMenu href={listHref("/admin/users/export", filters)} />}
      />
      <UsersFilters filters={filters} />
      {users.length === 0 ? (
        filtered ? (
          <EmptyState
            title="No users match these filters"
            body="Try another name, e-mail address or phone number, or clear the filters to see everyone."
            action={
              <Link to="/admin/users" className="underline">
                Clear filters
              </Link>
            }
          />
        ) : (
          <EmptyState
            title="No users yet"
            body="Accounts appear here when customers register in the shop."
            action={
              <Link to="/" className="underline">
                View your shop
              </Link>
            }
          />
        )
      ) : (
        <>
          <AdminTable caption="Users">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-right">
                  Orders
                </th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="font-medium">
                    <Link to={`/admin/users/${u.id}`} className="text-maroon-800 underline">
                      {u.name}
                    </Link>
                  </td>
                  <td data-label="E-mail">
                    <div className="min-w-0 break-all text-right sm:text-left">
                      {u.email}
                      {u.phone && <span className="block text-xs text-stone-500">{u.phone}</span>}
                    </div>
                  </td>
                  <td data-label="Role">
                    <RoleBadge role={u.role} />
                  </td>
                  <td data-label="Status">
                    <StatusBadge status={u.status} />
                  </td>
                  <td data-label="Orders" className="sm:text-right">
                    {formatIndianNumber(u.orders)}
                  </td>
                  <td data-label="Joined">{formatDate(u.joined)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pagination
            page={page}
            pageCount={pageCount}
            total={total}
            pageSize={pageSize}
            hrefFor={(p) => listHref("/admin/users", filters, p)}
          />
        </>
      )}
    </div>
  );
}
