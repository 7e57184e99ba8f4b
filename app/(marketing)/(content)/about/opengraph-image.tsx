import {
  OG_IMAGE_CONTENT_TYPE,
  OG_IMAGE_SIZE,
  renderOgImage,
} from "@/components/marketing/og-image";
import { ABOUT } from "@/lib/marketing/about";

export const alt = "About QuoteCraft";
export const size = OG_IMAGE_SIZE;
export const contentType = OG_IMAGE_CONTENT_TYPE;

export default function Image() {
  return renderOgImage({
    eyebrow: "About us",
    title: "Helping service businesses quote with confidence",
    description: ABOUT.intro,
  });
}
