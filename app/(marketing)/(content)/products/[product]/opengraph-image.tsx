import {
  OG_IMAGE_CONTENT_TYPE,
  OG_IMAGE_SIZE,
  renderOgImage,
} from "@/components/marketing/og-image";
import { notFound } from "next/navigation";
import { getProduct, isProductSlug, PRODUCT_SLUGS } from "@/lib/marketing/products";
import { siteConfig } from "@/lib/site";

export const alt = `${siteConfig.name} product`;
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

// Only the four product pages have a card; other slugs are a 404 like their pages.
export const dynamicParams = false;

export function generateStaticParams() {
  return PRODUCT_SLUGS.map((product) => ({ product }));
}

export default async function Image({ params }: { params: Promise<{ product: string }> }) {
  const { product: slug } = await params;
  if (!isProductSlug(slug)) notFound();
  const product = getProduct(slug);
  return renderOgImage({
    eyebrow: product.name,
    title: product.hero.headline,
    description: product.description,
  });
}
