import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProductPage } from "@/components/marketing/product-page";
import { getProduct, isProductSlug, PRODUCT_SLUGS } from "@/lib/marketing/products";
import { pageMetadata } from "@/lib/marketing/seo";

type Props = { params: Promise<{ product: string }> };

// Only the four product pages exist; any other /products/* path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return PRODUCT_SLUGS.map((product) => ({ product }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product: slug } = await params;
  if (!isProductSlug(slug)) return {};
  const product = getProduct(slug);
  return pageMetadata({
    title: product.name,
    description: product.description,
    path: `/products/${slug}`,
  });
}

export default async function ProductRoute({ params }: Props) {
  const { product: slug } = await params;
  if (!isProductSlug(slug)) notFound();
  return <ProductPage product={getProduct(slug)} />;
}
