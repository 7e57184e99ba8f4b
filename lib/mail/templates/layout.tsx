import * as React from "react";
// Each component from its own package: the @react-email/components barrel also loads Tailwind,
// Markdown and Prism (about 0.9 s a process, for every worker and test file).
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";

/**
 * The one layout of every mail (docs/product.md, "Mails"): the sender's branding on top
 * (a company's name, logo and accent colour; QuoteCraft's for account mails), the content,
 * a footer. Every text goes through React, so it is escaped by construction: a company
 * called `<script>` is shown as those characters, never parsed as markup.
 */

export type MailBrand = {
  name: string;
  /** Absolute URL of the logo (mail clients cannot load a relative one); null: name only. */
  logoUrl?: string | null;
  /** "#2563eb"; anything that is not a 6-digit hex colour falls back to the default blue. */
  accentColor?: string | null;
};

export const DEFAULT_ACCENT = "#1d4ed8";

export const accentOf = (brand: MailBrand) =>
  brand.accentColor && /^#[0-9a-fA-F]{6}$/.test(brand.accentColor)
    ? brand.accentColor
    : DEFAULT_ACCENT;

const text = { fontSize: "15px", lineHeight: "22px", color: "#1f2937", margin: "0 0 14px" };

export function MailLayout({
  brand,
  preview,
  footer,
  children,
}: {
  brand: MailBrand;
  preview: string;
  footer?: string;
  children: React.ReactNode;
}) {
  const accent = accentOf(brand);
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#f3f4f6", fontFamily: "Helvetica, Arial, sans-serif" }}>
        <Container
          style={{
            backgroundColor: "#ffffff",
            margin: "24px auto",
            maxWidth: "600px",
            borderTop: `4px solid ${accent}`,
            padding: "24px 28px",
          }}
        >
          <Section style={{ marginBottom: "16px" }}>
            {brand.logoUrl ? (
              <Img src={brand.logoUrl} alt={brand.name} height="48" style={{ maxHeight: "48px" }} />
            ) : null}
            <Text style={{ ...text, fontSize: "18px", fontWeight: 700, color: accent }}>
              {brand.name}
            </Text>
          </Section>
          {children}
          {footer ? (
            <>
              <Hr style={{ borderColor: "#e5e7eb", margin: "20px 0 12px" }} />
              <Text style={{ ...text, fontSize: "13px", color: "#6b7280" }}>{footer}</Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** Paragraphs of plain text: a blank line starts a new paragraph, a line break stays one. */
export function Paragraphs({ children }: { children: string | null | undefined }) {
  if (!children?.trim()) return null;
  return (
    <>
      {children
        .trim()
        .split(/\n{2,}/)
        .map((part, index) => (
          <Text key={index} style={text}>
            {part.split("\n").map((line, lineIndex) => (
              <React.Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </React.Fragment>
            ))}
          </Text>
        ))}
    </>
  );
}

/** "Label: value" lines, one block. */
export function Facts({ facts }: { facts: readonly string[] }) {
  if (facts.length === 0) return null;
  return (
    <Text style={{ ...text, backgroundColor: "#f9fafb", padding: "12px 14px" }}>
      {facts.map((fact, index) => (
        <React.Fragment key={index}>
          {index > 0 ? <br /> : null}
          {fact}
        </React.Fragment>
      ))}
    </Text>
  );
}

/**
 * The mail's one action, as a button in the company's accent colour (a prop, not a context:
 * mails render on the server, where React has no contexts).
 */
export function ActionButton({
  href,
  accent = DEFAULT_ACCENT,
  children,
}: {
  href: string;
  accent?: string;
  children: string;
}) {
  return (
    <Section style={{ margin: "8px 0 18px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: accent,
          color: "#ffffff",
          borderRadius: "6px",
          padding: "10px 18px",
          fontSize: "15px",
          textDecoration: "none",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function Note({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return <Text style={{ ...text, color: "#555555" }}>{children}</Text>;
}
