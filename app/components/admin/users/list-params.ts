import {
  USER_ROLES,
  USER_STATUSES,
  type UserRole,
  type UserStatus,
} from "../../../../server/modules/customers/service";

/** The users list's search and filters, as its address carries them ("" for none). */
export interface UserListParams {
  q: string;
  role: UserRole | "";
  status: UserStatus | "";
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | "" =>
  (list as readonly string[]).includes(value) ? (value as T) : "";

/** What the address says is only compared with stored values; NUL never reaches the database. */
export function parseUserListParams(params: URLSearchParams): UserListParams {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").replace(/\0/g, "").trim().slice(0, 100),
    role: oneOf<UserRole>(USER_ROLES, params.get("role") ?? ""),
    status: oneOf<UserStatus>(USER_STATUSES, params.get("status") ?? ""),
    page: Number.isFinite(page) ? page : 1,
  };
}

/** The service's filters for these parameters. */
export const toUserFilters = (p: UserListParams) => ({
  q: p.q,
  role: p.role || undefined,
  status: p.status || undefined,
});
