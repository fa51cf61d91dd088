import { data } from "react-router";
import { NotFoundContent } from "../components/not-found-content";

export const meta = () => [{ title: "Page not found" }];

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
