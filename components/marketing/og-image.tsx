import { ImageResponse } from "next/og";
import { siteConfig } from "@/lib/site";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
export const OG_IMAGE_CONTENT_TYPE = "image/png";

type OgImageProps = { eyebrow: string; title: string; description: string };

/**
 * The social card of a marketing page, drawn by next/og with its built-in font (no network),
 * in the brand colours of the light theme.
 */
export function renderOgImage({ eyebrow, title, description }: OgImageProps) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 72,
        background: "linear-gradient(135deg, #1e2f8f 0%, #3347c4 60%, #4f63dc 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 64,
            height: 64,
            borderRadius: 16,
            background: "#ffffff",
            color: "#3347c4",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: 40,
            fontWeight: 700,
          }}
        >
          Q
        </div>
        <div style={{ fontSize: 40, fontWeight: 700 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div
          style={{ fontSize: 28, textTransform: "uppercase", letterSpacing: 2, color: "#c7d0ff" }}
        >
          {eyebrow}
        </div>
        <div style={{ fontSize: 68, fontWeight: 700, lineHeight: 1.1, maxWidth: 1000 }}>
          {title}
        </div>
        <div style={{ fontSize: 30, lineHeight: 1.4, color: "#e3e7ff", maxWidth: 980 }}>
          {description}
        </div>
      </div>
    </div>,
    OG_IMAGE_SIZE,
  );
}
