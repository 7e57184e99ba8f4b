import { Suspense } from "react";
import { buttonVariants } from "@/components/ui/button";
import { isNotFound } from "@/lib/errors";
import { getPublicCalculator, type PublicCalculatorData } from "@/lib/calculator/load";
import { CalculatorSkeleton } from "./calculator-skeleton";
import { CustomerCalculator, type CalculatorMode } from "./customer-calculator";

/** The link that shows this calculator again (a reload after a failure). */
function calculatorHref(slug: string, mode: CalculatorMode) {
  if (mode === "preview") return "/calculator";
  return `/calculator?company=${encodeURIComponent(slug)}${mode === "embed" ? "&embed=1" : ""}`;
}

type Loaded = { data: PublicCalculatorData } | { error: unknown };

/**
 * How long the page waits for the price book before it sends the skeleton instead. The read
 * is a cached price book behind one indexed query (docs/performance.md), a few milliseconds:
 * within this the calculator is in the page's first bytes, its service cards painted with the
 * HTML. Streamed behind a Suspense fallback instead, the cards waited for React to reveal the
 * boundary, which react-dom's server runtime does no sooner than 300 ms after the shell's first
 * frame (`$RC` / `$RT`) even when the cards arrived in the same packet: the customer saw the
 * placeholders flash, and Lighthouse put the largest paint after every script (3.2-3.7 s on
 * its throttled phone, against 1.7-1.8 s in place in the calculator bench: docs/performance.md).
 */
export const CALCULATOR_INLINE_WAIT_MS = 250;

/** The calculator, or what to show when its price book could not be read. */
function LoadedCalculator({
  loaded,
  slug,
  mode,
}: {
  loaded: Loaded;
  slug: string;
  mode: CalculatorMode;
}) {
  if ("error" in loaded) {
    const missing = isNotFound(loaded.error);
    if (!missing) console.error("calculator: loading the price book failed", loaded.error);
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
  const { data } = loaded;
  return (
    <CustomerCalculator
      mode={mode}
      company={data.company}
      services={data.services}
      categories={data.categories}
    />
  );
}

/** `promise`'s value if it settles within `ms`, otherwise null (it goes on settling). */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function StreamedCalculator(props: {
  loading: Promise<Loaded>;
  slug: string;
  mode: CalculatorMode;
}) {
  return <LoadedCalculator loaded={await props.loading} slug={props.slug} mode={props.mode} />;
}

/**
 * Reads the company and its services on the server and hands them to the client calculator
 * as props: the customer's browser needs no data library and no second round trip. A read
 * that answers within CALCULATOR_INLINE_WAIT_MS renders in place; a slower one streams behind
 * the skeleton (the 4 placeholder cards) and replaces it in the same response.
 */
export async function CalculatorLoader({ slug, mode }: { slug: string; mode: CalculatorMode }) {
  const loading: Promise<Loaded> = getPublicCalculator(slug).then(
    (data) => ({ data }),
    (error: unknown) => ({ error }),
  );
  const inTime = await settledWithin(loading, CALCULATOR_INLINE_WAIT_MS);
  if (inTime) return <LoadedCalculator loaded={inTime} slug={slug} mode={mode} />;
  return (
    <Suspense fallback={<CalculatorSkeleton />}>
      <StreamedCalculator loading={loading} slug={slug} mode={mode} />
    </Suspense>
  );
}
