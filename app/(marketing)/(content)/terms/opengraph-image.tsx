import {
  OG_IMAGE_CONTENT_TYPE,
  OG_IMAGE_SIZE,
  renderOgImage,
} from "@/components/marketing/og-image";
import { TERMS } from "@/lib/marketing/legal";

export const alt = `QuoteCraft ${TERMS.title}`;
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({
    eyebrow: `Last updated ${TERMS.lastUpdated}`,
    title: TERMS.title,
    description: TERMS.description,
  });
}
