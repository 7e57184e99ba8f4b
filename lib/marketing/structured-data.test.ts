import { landingStructuredData, serializeJsonLd } from "./structured-data";

type Node = {
  "@type": string;
  aggregateRating?: { ratingValue: number; bestRating: number };
  offers?: { price: string; priceCurrency: string }[];
};

describe("landingStructuredData", () => {
  const parsed: { "@context": string; "@graph": Node[] } = JSON.parse(
    serializeJsonLd(landingStructuredData()),
  );

  it("describes the organisation and the application with the 4.9 rating", () => {
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed["@graph"].map((node) => node["@type"])).toEqual([
      "Organization",
      "SoftwareApplication",
    ]);
    const app = parsed["@graph"][1];
    expect(app.aggregateRating).toMatchObject({ ratingValue: 4.9, bestRating: 5 });
    expect(app.offers?.map((offer) => `${offer.price} ${offer.priceCurrency}`)).toEqual([
      "0.00 USD",
      "49.00 USD",
      "99.00 USD",
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so a value cannot end the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
