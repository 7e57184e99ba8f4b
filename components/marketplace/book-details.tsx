"use client";

import { categoryLabel } from "@/lib/categories";
import { bookCalculatorServices, type TemplateBook } from "@/lib/marketplace/book";
import { formatCurrency, formatDuration } from "@/lib/format";

function feeText(fee: TemplateBook["fees"][number]) {
  return fee.type === "percentage"
    ? `${Number(fee.amount)}% of the line`
    : `${formatCurrency(fee.amount)} per line`;
}

/**
 * What a template holds: each service with its unit, the customer's price per unit
 * (docs/pricing.md rule 1, lib/pricing), time per unit, labor rate and fee; then the labor
 * rates, fees and price sources of the book.
 */
export function BookDetails({ book }: { book: TemplateBook }) {
  const { services } = bookCalculatorServices(book);
  const rates = new Map(book.laborRates.map((rate) => [rate.key, rate]));
  const fees = new Map(book.fees.map((fee) => [fee.key, fee]));
  const sources = new Map((book.sources ?? []).map((source) => [source.key, source]));
  const byKey = new Map(book.services.map((service) => [service.key, service]));

  return (
    <div className="grid gap-6 text-sm">
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="sr-only">Services of {book.name}</caption>
          <thead className="bg-muted/50 text-xs">
            <tr>
              <th scope="col" className="p-2">
                Service
              </th>
              <th scope="col" className="p-2">
                Unit
              </th>
              <th scope="col" className="p-2 text-right">
                Customer price
              </th>
              <th scope="col" className="p-2 text-right">
                Time
              </th>
              <th scope="col" className="p-2">
                Labor and fee
              </th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => {
              const source = byKey.get(service.id);
              const rate = source?.laborRate ? rates.get(source.laborRate) : undefined;
              const fee = source?.fee ? fees.get(source.fee) : undefined;
              return (
                <tr key={service.id} className="border-t align-top" data-testid="book-service">
                  <th scope="row" className="p-2 font-normal">
                    <span className="font-medium">{service.name}</span>
                    <span className="text-muted-foreground block text-xs">
                      {categoryLabel(service.category)}
                    </span>
                  </th>
                  <td className="p-2">{service.unitLabel}</td>
                  <td className="p-2 text-right whitespace-nowrap">
                    {formatCurrency(service.unitPrice)}
                  </td>
                  <td className="p-2 text-right whitespace-nowrap">
                    {formatDuration(service.estimatedTime)}
                  </td>
                  <td className="text-muted-foreground p-2 text-xs">
                    {[rate && `${rate.name} ${formatCurrency(rate.rate)}/h`, fee?.name]
                      .filter(Boolean)
                      .join(" · ") || "—"}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {book.laborRates.length > 0 || book.fees.length > 0 ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {book.laborRates.length > 0 ? (
            <section aria-label="Labor rates">
              <h3 className="mb-1 font-medium">Labor rates</h3>
              <ul className="grid gap-1">
                {book.laborRates.map((rate) => (
                  <li key={rate.key} className="flex justify-between gap-2">
                    <span>{rate.name}</span>
                    <span>{formatCurrency(rate.rate)} per hour</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {book.fees.length > 0 ? (
            <section aria-label="Fees">
              <h3 className="mb-1 font-medium">Fees</h3>
              <ul className="grid gap-1">
                {book.fees.map((fee) => (
                  <li key={fee.key} className="flex justify-between gap-2">
                    <span>{fee.name}</span>
                    <span>{feeText(fee)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
      {sources.size > 0 ? (
        <section aria-label="Price sources">
          <h3 className="mb-1 font-medium">Where the prices come from</h3>
          <ul className="text-muted-foreground grid list-disc gap-1 pl-5">
            {[...sources.values()].map((source) => (
              <li key={source.key}>
                {source.publisher},{" "}
                {source.url ? (
                  <a href={source.url} className="underline" rel="noreferrer" target="_blank">
                    {source.title}
                  </a>
                ) : (
                  source.title
                )}{" "}
                ({source.year})
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-muted-foreground">
          Prices as the publishing company set them; no labor rates or fees come with it.
        </p>
      )}
    </div>
  );
}
