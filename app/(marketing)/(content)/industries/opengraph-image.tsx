import {
  OG_IMAGE_CONTENT_TYPE,
  OG_IMAGE_SIZE,
  renderOgImage,
} from "@/components/marketing/og-image";

export const alt =
  "QuoteCraft for electrical, plumbing, HVAC, landscaping, cleaning and painting businesses";
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({
    eyebrow: "Industries",
    title: "Estimating software built for your trade",
    description: "Electrical, plumbing, HVAC, landscaping, cleaning and painting.",
  });
}
