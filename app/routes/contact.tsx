import { data } from "react-router";
import { CONTACT_LIMITS, CONTACT_MESSAGES } from "../../lib/contact-messages";
import { text } from "../../lib/settings";
import { AppError } from "../../server/errors";
import { log } from "../../server/log";
import { getInfoPage, submitContactMessage } from "../../server/modules/content/service";
import { type ContactActionData, ContactForm } from "../components/contact-form";
import { RichText } from "../components/rich-text";
import type { RootData } from "../root";
import type { Route } from "./+types/contact";

export function meta({ data: page, matches }: Route.MetaArgs) {
  const siteName = text(
    (matches[0]?.data as RootData | undefined)?.settings ?? {},
    "site_name",
    "Divine Threads",
  );
  return [{ title: `${page?.title ?? "Contact Us"} | ${siteName}` }];
}

export async function loader() {
  return getInfoPage("contact");
}

/** What the visitor typed, capped, so the form can show it again after an error. */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of Object.keys(CONTACT_LIMITS) as (keyof typeof CONTACT_LIMITS)[]) {
    const value = form.get(key);
    values[key] =
      typeof value === "string" ? value.replace(/\0/g, "").slice(0, CONTACT_LIMITS[key] + 100) : "";
  }
  values.consent = form.get("consent") === "on" ? "on" : "";
  return values;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    const { id } = await submitContactMessage(Object.fromEntries(form));
    return data<ContactActionData>({ ok: true, id });
  } catch (error) {
    const values = typedValues(form);
    if (error instanceof AppError && (error.code === "INVALID" || error.code === "RATE_LIMITED")) {
      return data<ContactActionData>(
        { ok: false, formError: error.message, fieldErrors: error.fieldErrors ?? {}, values },
        { status: error.code === "INVALID" ? 400 : 429 },
      );
    }
    log.error("contact message could not be sent", error);
    return data<ContactActionData>(
      { ok: false, formError: CONTACT_MESSAGES.failed, fieldErrors: {}, values },
      { status: 500 },
    );
  }
}

export default function Contact({ loaderData: page, actionData, matches }: Route.ComponentProps) {
  const settings = (matches[0]?.data as RootData | undefined)?.settings ?? {};
  const address = text(settings, "business_address") || text(settings, "contact_address");
  const phone = text(settings, "business_phone") || text(settings, "contact_phone");
  const email = text(settings, "business_email") || text(settings, "contact_email");
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="font-serif text-4xl font-semibold text-maroon-800">{page.title}</h1>
      <div className="mt-8 grid gap-12 lg:grid-cols-2">
        <div>
          <RichText sanitizedHtml={page.html} />
          {(address || phone || email) && (
            <section
              aria-labelledby="contact-details"
              className="mt-8 rounded-2xl bg-white p-6 ring-1 ring-maroon-100"
            >
              <h2 id="contact-details" className="font-serif text-xl font-semibold text-maroon-800">
                Get in Touch
              </h2>
              <dl className="mt-4 grid gap-3 text-stone-800">
                {address && (
                  <div>
                    <dt className="text-sm font-semibold">Address</dt>
                    <dd>{address}</dd>
                  </div>
                )}
                {phone && (
                  <div>
                    <dt className="text-sm font-semibold">Phone</dt>
                    <dd>
                      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-maroon-800 underline">
                        {phone}
                      </a>
                    </dd>
                  </div>
                )}
                {email && (
                  <div>
                    <dt className="text-sm font-semibold">Email</dt>
                    <dd>
                      <a href={`mailto:${email}`} className="text-maroon-800 underline">
                        {email}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
            </section>
          )}
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="self-start rounded-2xl bg-white p-6 ring-1 ring-maroon-100"
        >
          <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold text-maroon-800">
            Send us a message
          </h2>
          <p className="mt-1 text-sm text-stone-600">Fields marked * are required.</p>
          <div className="mt-6">
            <ContactForm result={actionData} />
          </div>
        </section>
      </div>
    </div>
  );
}
