import { escapeHtml, queueMail } from "../mail/service";

function layout(title: string, intro: string, action: string, url: string, outro: string) {
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:auto">
<h1 style="color:#6e1414;font-family:Georgia,serif">Divine Threads</h1>
<h2>${escapeHtml(title)}</h2><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#6e1414;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(outro)}</p>
<p style="font-size:12px;color:#777">If the button does not work, copy this address into your browser:<br>${escapeHtml(url)}</p>
</body></html>`;
  const text = `${title}\n\n${intro}\n\n${action}: ${url}\n\n${outro}\n`;
  return { html, text };
}

export async function sendVerificationEmail(to: string, name: string, url: string): Promise<void> {
  const body = layout(
    "Please verify your e-mail address",
    `Namaste ${name}, thank you for creating an account. Please confirm this e-mail address to sign in.`,
    "Verify my e-mail",
    url,
    "The link works for 24 hours. If you did not create an account, you can ignore this message.",
  );
  await queueMail({
    to,
    subject: "Verify your e-mail for Divine Threads",
    template: "verify_email",
    ...body,
  });
}

export async function sendPasswordResetEmail(to: string, name: string, url: string): Promise<void> {
  const body = layout(
    "Reset your password",
    `Namaste ${name}, we received a request to reset the password of your account.`,
    "Choose a new password",
    url,
    "The link works once, for one hour. If you did not ask for it, you can ignore this message: your password stays the same.",
  );
  await queueMail({ to, subject: "Reset your Divine Threads password", template: "reset_password", ...body });
}
