import { describe, expect, it } from "vitest";
import {
  checkSettingValue,
  checkTestAddress,
  isMaskedSetting,
  settingKind,
  settingLabel,
} from "./admin-settings";

const text = (key: string, type = "string", isEncrypted = false) => ({ key, type, isEncrypted });

describe("admin settings fields (transactions-and-admin §2)", () => {
  it("labels a key with underscores turned to spaces and words capitalised", () => {
    expect(settingLabel("smtp_password")).toBe("Smtp Password");
    expect(settingLabel("email_from_address")).toBe("Email From Address");
    expect(settingLabel("gemini_api_key")).toBe("Gemini Api Key");
  });

  it("masks settings flagged encrypted or whose key contains 'key' or 'password'", () => {
    expect(isMaskedSetting(text("smtp_password"))).toBe(true);
    expect(isMaskedSetting(text("razorpay_key_id"))).toBe(true);
    expect(isMaskedSetting(text("webhook_token", "string", true))).toBe(true);
    expect(isMaskedSetting(text("email_from_name"))).toBe(false);
  });

  it("checks each kind, naming the setting, and keeps a secret exactly as typed", () => {
    expect(settingKind(text("email_notifications_enabled", "boolean"))).toBe("boolean");
    expect(checkSettingValue(text("email_notifications_enabled", "boolean"), "yes")).toEqual({
      ok: false,
      error: "Email Notifications Enabled must be Enabled or Disabled",
    });
    expect(checkSettingValue(text("smtp_port", "number"), " 465 ")).toEqual({ ok: true, value: "465" });
    expect(checkSettingValue(text("smtp_port", "number"), "70000")).toEqual({
      ok: false,
      error: "Smtp Port must be a whole number from 1 to 65535",
    });
    expect(checkSettingValue(text("low_stock_days", "number"), "1.5x")).toEqual({
      ok: false,
      error: "Low Stock Days must be a number",
    });
    expect(checkSettingValue(text("admin_notification_email"), "owner@")).toEqual({
      ok: false,
      error: "Admin Notification Email must be a valid email address",
    });
    expect(checkSettingValue(text("smtp_host"), "smtp.Example.com")).toEqual({
      ok: true,
      value: "smtp.example.com",
    });
    expect(checkSettingValue(text("smtp_host"), "http://smtp")).toMatchObject({ ok: false });
    expect(checkSettingValue(text("smtp_password", "string", true), " pass with spaces ")).toEqual({
      ok: true,
      value: " pass with spaces ",
    });
    expect(checkSettingValue(text("email_from_name"), "x".repeat(2001))).toEqual({
      ok: false,
      error: "Email From Name must be at most 2000 characters",
    });
    expect(checkSettingValue(text("email_from_address"), "")).toEqual({ ok: true, value: "" });
  });

  it("checks the test e-mail address (§5)", () => {
    expect(checkTestAddress("")).toEqual({ ok: false, error: "Test cancelled - no email address provided" });
    expect(checkTestAddress("nobody")).toEqual({ ok: false, error: "Please enter a valid email address" });
    expect(checkTestAddress(" a@b.in ")).toEqual({ ok: true, address: "a@b.in" });
  });
});
