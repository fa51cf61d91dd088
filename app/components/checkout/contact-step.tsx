import { Link } from "../link";
import { StepCard } from "./step-card";

/** Guests sign in or create an account here; the bag stays theirs. */
export function ContactStep({ message }: { message?: string }) {
  return (
    <StepCard id="contact-heading" title="Contact Info" message={message}>
      <p className="mt-2 text-stone-700">
        Please sign in or create an account to place your order. Your bag is kept: everything in it will be
        waiting for you.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/login?returnTo=%2Fcheckout"
          className="rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900"
        >
          Sign in to continue
        </Link>
        <Link
          to="/register?returnTo=%2Fcheckout"
          className="rounded-full border border-maroon-800 px-6 py-3 font-semibold text-maroon-800"
        >
          Create an account
        </Link>
      </div>
    </StepCard>
  );
}
