import { ArrowRightIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

const SIGN_UP_PATH = "/register";

/** The way out of the demo: an account keeps the price book and publishes the calculator. */
export function SignUpCallToAction() {
  return (
    <section
      aria-labelledby="builder-cta-title"
      className="bg-muted/50 flex flex-col gap-4 rounded-xl border p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="space-y-1">
        <h2 id="builder-cta-title" className="text-lg font-semibold">
          Ready to quote real customers?
        </h2>
        <p className="text-muted-foreground text-sm">
          Create your QuoteCraft account to save this price book, brand your calculator and start
          receiving estimate requests.
        </p>
      </div>
      {/* A plain anchor: leaving the demo is a full page load, and nothing may prefetch. */}
      <a href={SIGN_UP_PATH} className={buttonVariants({ size: "lg", className: "shrink-0" })}>
        Sign up free
        <ArrowRightIcon aria-hidden="true" />
      </a>
    </section>
  );
}
