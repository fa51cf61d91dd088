import { api } from "../../server/api/app";
import type { Route } from "./+types/api";

// Every /api/* request is answered by the Hono app (JSON API, OpenAPI document, auth).
export const loader = ({ request, context }: Route.LoaderArgs) =>
  api.fetch(request, { clientIp: context.clientIp });
export const action = ({ request, context }: Route.ActionArgs) =>
  api.fetch(request, { clientIp: context.clientIp });
