import { api } from "../../server/api/app";
import type { Route } from "./+types/api";

// Every /api/* request is answered by the Hono app (JSON API, OpenAPI document, auth).
export const loader = ({ request }: Route.LoaderArgs) => api.fetch(request);
export const action = ({ request }: Route.ActionArgs) => api.fetch(request);
