import {
  OG_IMAGE_CONTENT_TYPE,
  OG_IMAGE_SIZE,
  renderOgImage,
} from "@/components/marketing/og-image";
import { PRIVACY } from "@/lib/marketing/legal";

export const alt = `QuoteCraft ${PRIVACY.title}`;
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({
    eyebrow: `Last updated ${PRIVACY.lastUpdated}`,
    title: PRIVACY.title,
    description: PRIVACY.description,
  });
}
