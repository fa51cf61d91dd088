import { redirect } from "react-router";

/** /order without an order number goes home (spec: missing parameter). */
export const loader = () => redirect("/");
