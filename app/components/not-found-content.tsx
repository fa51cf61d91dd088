import { Link } from "./link";

export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-amber-800 uppercase">404</p>
      <h1 className="mt-2 font-serif text-3xl text-maroon-800">Page not found</h1>
      <p className="mt-4 text-stone-700">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex justify-center gap-4">
        <Link
          to="/"
          className="rounded-full bg-maroon-800 px-6 py-3 font-medium text-white hover:bg-maroon-900"
        >
          Go Home
        </Link>
        <Link
          to="/shop"
          className="rounded-full border border-maroon-800 px-6 py-3 font-medium text-maroon-800 hover:bg-maroon-50"
        >
          Browse the Shop
        </Link>
      </div>
    </section>
  );
}
