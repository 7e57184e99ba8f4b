import {
  encodeSignInRefusal,
  parseSignInRefusal,
  signInErrorMessage,
  WRONG_CREDENTIALS_MESSAGE,
} from "@/lib/auth/sign-in-errors";

const retryAt = new Date("2026-11-23T20:15:00.000Z");

describe("sign-in refusals as next-auth's error code", () => {
  it.each([true, false])("round-trip a refusal (locked: %s)", (locked) => {
    expect(parseSignInRefusal(encodeSignInRefusal({ locked, retryAt }))).toEqual({
      locked,
      retryAt,
    });
  });

  it.each([
    null,
    undefined,
    "",
    "CredentialsSignin",
    "SignInLocked",
    "SignInLocked:soon",
    "Other:2026-11-23T20:15:00.000Z",
  ])("read %p as no refusal", (error) => expect(parseSignInRefusal(error)).toBeNull());

  it("say what to do in words", () => {
    const now = new Date(retryAt.getTime() - 8_000);
    expect(signInErrorMessage("CredentialsSignin", now)).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect(signInErrorMessage(encodeSignInRefusal({ locked: false, retryAt }), now)).toBe(
      "Too many failed sign-in attempts. Please wait 8 seconds and try again.",
    );
    expect(
      signInErrorMessage(encodeSignInRefusal({ locked: true, retryAt }), now, () => "8:15 PM"),
    ).toContain("Try again at 8:15 PM (in about 1 minute).");
  });
});
