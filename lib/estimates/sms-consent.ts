/**
 * The words a customer agrees to when they tick "text me" on the estimate request; the
 * version is stored with the request (EstimateRequest.smsConsentVersion). Change the text →
 * bump the version, so each stored consent points at the words that were shown.
 */
export const SMS_CONSENT_VERSION = "2026-11-sms-v1";
export const SMS_CONSENT_TEXT =
  "Text me about this request and my appointment. Message and data rates may apply; reply STOP to opt out.";
