import { PRO_SUBSCRIBE_HREF, REGISTER_HREF } from "@/lib/marketing/links";
import { CtaSection } from "./cta-section";

/** The call to action shared by About and Industries: free sign-up or straight to the Pro plan. */
export function SignupCta() {
  return (
    <CtaSection
      title="Ready to quote faster and win more jobs?"
      text="Create your free account in minutes, or start with Pro to brand your calculator and connect your tools."
      actions={[
        { href: REGISTER_HREF, label: "Get Started" },
        { href: PRO_SUBSCRIBE_HREF, label: "Subscribe to Pro" },
      ]}
    />
  );
}
