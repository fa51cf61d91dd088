import { Card } from "../form-fields";

/** The Setup Instructions panel (spec §2): a provider's key, an optional sending domain and From Email, save, test. */
export function SetupInstructions() {
  return (
    <Card title="Setup Instructions">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-700">
        <li>
          Get an API key (or SMTP password) from your e-mail provider, for example SendGrid, Amazon SES,
          Brevo, Zoho Mail or Gmail (an app password). Enter the provider&apos;s SMTP server in Smtp Host, its
          port in Smtp Port, the user name in Smtp Username and the key in Smtp Password.
        </li>
        <li>
          Optionally, verify a sending domain with the provider (the SPF and DKIM records it gives you), so
          mail from your shop&apos;s address is not marked as spam.
        </li>
        <li>
          Set the From Email: Email From Address on that domain, and Email From Name as customers should see
          it.
        </li>
        <li>Save Settings, then use Test Email Service to send yourself a message.</li>
      </ol>
      <p className="text-sm text-stone-600">
        Settings saved here win over SMTP_URL and MAIL_FROM in the server&apos;s environment; leave them empty
        to use those. A change applies to the next e-mail, without a restart. Secret values are stored
        encrypted and never shown again: type a new one to replace it.
      </p>
    </Card>
  );
}

/** Grey blocks shaped like the settings card while it loads (spec §2: a loading skeleton). */
export function SettingsSkeleton({ fields = 6 }: { fields?: number }) {
  return (
    <div
      aria-busy="true"
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4"
      data-testid="settings-skeleton"
    >
      <span className="sr-only">Loading settings</span>
      <div className="h-5 w-48 animate-pulse rounded bg-stone-200" />
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <div className="h-4 w-32 animate-pulse rounded bg-stone-200" />
          <div className="h-10 w-full animate-pulse rounded-lg bg-stone-100" />
        </div>
      ))}
    </div>
  );
}
