import { buttonVariants } from "@/components/ui/button";
import { isNotFound } from "@/lib/errors";
import { getPublicCalculator, type PublicCalculatorData } from "@/lib/calculator/load";
import { CustomerCalculator, type CalculatorMode } from "./customer-calculator";

/** The link that shows this calculator again (a reload after a failure). */
function calculatorHref(slug: string, mode: CalculatorMode) {
  if (mode === "preview") return "/calculator";
  return `/calculator?company=${encodeURIComponent(slug)}${mode === "embed" ? "&embed=1" : ""}`;
}

/**
 * Reads the company and its services on the server and hands them to the client calculator
 * as props: the customer's browser needs no data library and no second round trip. Rendered
 * inside a Suspense boundary, so the skeleton streams first.
 */
export async function CalculatorLoader({ slug, mode }: { slug: string; mode: CalculatorMode }) {
  let data: PublicCalculatorData;
  try {
    data = await getPublicCalculator(slug);
  } catch (error) {
    const missing = isNotFound(error);
    if (!missing) console.error("calculator: loading the price book failed", error);
    return (
      <div className="mx-auto max-w-lg space-y-3 p-10 text-center" role="alert">
        <h1 className="text-xl font-semibold">
          {missing ? "Calculator not found" : "The calculator could not be loaded"}
        </h1>
        <p className="text-muted-foreground">
          {missing
            ? "This link does not lead to an active company calculator. Please check the link you were given."
            : "Please check your connection and try again."}
        </p>
        {!missing && (
          <a href={calculatorHref(slug, mode)} className={buttonVariants()}>
            Try again
          </a>
        )}
      </div>
    );
  }
  return (
    <CustomerCalculator
      mode={mode}
      company={data.company}
      services={data.services}
      categories={data.categories}
    />
  );
}
