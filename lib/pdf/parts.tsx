/**
 * The one layout of QuoteCraft's PDFs (the quote, the calculator's estimate and the demo's
 * estimate; the invoice later), as @react-pdf/renderer components. Each document maps its own
 * data to these plain shapes; the parts know nothing of quotes or carts. They render on the
 * server (lib/pdf/server.ts) and in the browser (imported on click, never in a first load).
 */
import type { ReactNode } from "react";
import { Document, Image, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import { pdfSafeText } from "./fonts";

export type PdfCompany = {
  name: string;
  /** A data URL of a PNG or JPEG logo; anything else is left out. */
  logoSrc?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  licenseNumber?: string | null;
};

export type PdfLine = {
  key: string;
  name: string;
  /** "$150.00", or "($150.00)" for a line not included. */
  amount: string;
  /** Smaller lines under the name: quantity × price, fee, description. */
  details?: string[];
  /** "Recommended", "Chosen", "Optional, not included": shown after the first detail. */
  badge?: string | null;
  /** Grey: an option not chosen or an optional line left out. */
  muted?: boolean;
  /** Indented under a group's heading. */
  indent?: boolean;
};

export type PdfLineGroup = { key: string; heading?: string | null; lines: PdfLine[] };
export type PdfTotal = { label: string; value: string; strong?: boolean };

const GREY = "#6b7280";
const RULE = "#d1d5db";

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 54,
    fontSize: 10,
    color: "#111827",
  },
  header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 12 },
  logo: { maxWidth: 140, maxHeight: 56, objectFit: "contain" },
  companyBlock: { alignItems: "flex-end", maxWidth: 280 },
  companyName: { fontSize: 14, fontWeight: "bold", textAlign: "right" },
  small: { fontSize: 9, color: GREY },
  smallRight: { fontSize: 9, color: GREY, textAlign: "right" },
  titleRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end" },
  title: { fontSize: 20, fontWeight: "bold" },
  status: { fontSize: 11, fontWeight: "bold" },
  label: { fontSize: 9, color: GREY, marginBottom: 2 },
  section: { marginTop: 10 },
  heading: { fontSize: 12, fontWeight: "bold", marginBottom: 4 },
  groupHeading: { fontSize: 10, fontWeight: "bold", marginTop: 3, marginBottom: 1 },
  line: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2.5 },
  lineName: { fontWeight: "bold" },
  lineText: { flexGrow: 1, flexShrink: 1, paddingRight: 12 },
  amount: { width: 90, textAlign: "right", fontWeight: "bold" },
  totals: { marginTop: 6, borderTopWidth: 1, borderTopColor: RULE, paddingTop: 4 },
  totalRow: { flexDirection: "row", justifyContent: "flex-end", paddingVertical: 1 },
  totalLabel: { width: 200 },
  totalValue: { width: 110, textAlign: "right" },
  paragraph: { fontSize: 9, marginBottom: 4, lineHeight: 1.35 },
  footer: {
    position: "absolute",
    bottom: 24,
    left: 54,
    right: 54,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: GREY,
  },
  signatureImage: { maxWidth: 220, maxHeight: 70, objectFit: "contain", marginTop: 6 },
  typedSignature: { fontSize: 22, fontStyle: "italic", marginTop: 6 },
  signatureRule: { width: 240, borderTopWidth: 1, borderTopColor: "#6b7280", marginTop: 2 },
  auditRow: {
    flexDirection: "row",
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
    paddingVertical: 4,
    fontSize: 9,
  },
  auditTime: { width: 150, paddingRight: 8 },
  auditEvent: { flexGrow: 1, flexShrink: 1, paddingRight: 8 },
  auditAddress: { width: 110, textAlign: "right" },
});

type TextProps = {
  style?: Style;
  minPresenceAhead?: number;
  fixed?: boolean;
  children?: ReactNode;
};

/** Text whose characters the embedded font lacks (CJK, emoji) print as "?", not as boxes. */
function T({ children, ...props }: TextProps) {
  const clean = (node: ReactNode): ReactNode =>
    typeof node === "string" ? pdfSafeText(node) : Array.isArray(node) ? node.map(clean) : node;
  return <Text {...props}>{clean(children)}</Text>;
}

/** The document: its metadata and its typeface, inherited by every page. */
export function PdfDocument({
  title,
  subject,
  children,
}: {
  title: string;
  subject?: string;
  children: ReactNode;
}) {
  return (
    <Document title={title} subject={subject} creator="QuoteCraft" producer="QuoteCraft">
      {children}
    </Document>
  );
}

/** A letter page with the footer ("Company · Quote Q-0001", "Page 1 of 2") on every sheet. */
export function PdfPage({
  family,
  footer,
  children,
}: {
  family: string;
  footer: string;
  children: ReactNode;
}) {
  return (
    <Page size="LETTER" style={{ ...styles.page, fontFamily: family }}>
      {children}
      <View style={styles.footer} fixed>
        <T>{footer}</T>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
    </Page>
  );
}

/** Logo on the left; name, address, phone, email, website and licence number on the right. */
export function CompanyHeader({ company }: { company: PdfCompany }) {
  const details = [
    company.address,
    [company.phone, company.email].filter(Boolean).join("  ·  "),
    company.website,
    company.licenseNumber ? `Licence no. ${company.licenseNumber}` : null,
  ].filter((value): value is string => Boolean(value && value.trim()));
  return (
    <View style={styles.header}>
      <View>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt attribute */}
        {company.logoSrc ? <Image src={company.logoSrc} style={styles.logo} /> : null}
      </View>
      <View style={styles.companyBlock}>
        <T style={styles.companyName}>{company.name}</T>
        {details.map((detail) => (
          <T key={detail} style={styles.smallRight}>
            {detail}
          </T>
        ))}
      </View>
    </View>
  );
}

/** "Quote Q-0001" with its status on the right, then smaller lines (title, dates). */
export function TitleBlock({
  title,
  status,
  lines = [],
}: {
  title: string;
  status?: string | null;
  lines?: (string | null | undefined)[];
}) {
  return (
    <View>
      <View style={styles.titleRow}>
        <T style={styles.title}>{title}</T>
        {status ? <T style={styles.status}>{status}</T> : null}
      </View>
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line, index) => (
          <T key={index} style={{ marginTop: 3 }}>
            {line}
          </T>
        ))}
    </View>
  );
}

/**
 * "Prepared for": the client's name, then their contact, then where the work is done (the
 * service address, one line, when it is given).
 */
export function ClientBlock({
  label = "Prepared for",
  name,
  details,
  serviceAddress = null,
}: {
  label?: string;
  name: string | null;
  details: (string | null | undefined)[];
  serviceAddress?: string | null;
}) {
  const shown = details.filter((value): value is string => Boolean(value && value.trim()));
  const address = serviceAddress?.trim() || null;
  if (!name && shown.length === 0 && !address) return null;
  return (
    <View style={styles.section} wrap={false}>
      <T style={styles.label}>{label}</T>
      {name ? <T style={{ fontSize: 11, fontWeight: "bold" }}>{name}</T> : null}
      {shown.map((detail, index) => (
        <T key={index}>{detail}</T>
      ))}
      {address ? <T>{`Service address: ${address}`}</T> : null}
    </View>
  );
}

function LineRow({ line }: { line: PdfLine }) {
  const color = line.muted ? GREY : undefined;
  const [first, ...rest] = line.details ?? [];
  const firstDetail = [first, line.badge].filter(Boolean).join("  ·  ");
  return (
    <View style={{ ...styles.line, paddingLeft: line.indent ? 14 : 0 }} wrap={false}>
      <View style={styles.lineText}>
        <T style={{ ...styles.lineName, color }}>{line.name}</T>
        {firstDetail ? <T style={styles.small}>{firstDetail}</T> : null}
        {rest.map((detail, index) => (
          <T key={index} style={{ fontSize: 9, color: GREY }}>
            {detail}
          </T>
        ))}
      </View>
      <T style={{ ...styles.amount, color, fontWeight: line.muted ? "normal" : "bold" }}>
        {line.amount}
      </T>
    </View>
  );
}

function TotalsRows({ totals }: { totals: PdfTotal[] }) {
  return (
    <View style={styles.totals}>
      {totals.map((row) => (
        <View key={row.label} style={styles.totalRow}>
          <T style={{ ...styles.totalLabel, fontWeight: row.strong ? "bold" : "normal" }}>
            {row.label}
          </T>
          <T
            style={{
              ...styles.totalValue,
              fontWeight: row.strong ? "bold" : "normal",
              fontSize: row.strong ? 11 : 10,
            }}
          >
            {row.value}
          </T>
        </View>
      ))}
    </View>
  );
}

/**
 * The lines, then the totals. The totals never stand alone on a page: the last line (with its
 * group's heading when it is the group's only line) and the totals are one unbreakable block,
 * so they move to the next page together when they do not fit.
 */
export function LinesAndTotals({
  heading = "Items",
  groups,
  totals,
  empty = "No items yet.",
}: {
  heading?: string;
  groups: PdfLineGroup[];
  totals: PdfTotal[];
  empty?: string;
}) {
  const shown = groups.filter((group) => group.lines.length > 0);
  const last = shown.at(-1);
  const lastLine = last?.lines.at(-1);
  const lastAlone = last !== undefined && last.lines.length === 1;
  return (
    <View style={styles.section}>
      <T style={styles.heading} minPresenceAhead={60}>
        {heading}
      </T>
      {shown.length === 0 ? <T style={{ color: GREY }}>{empty}</T> : null}
      {shown.map((group) => {
        const isLast = group === last;
        if (isLast && lastAlone) return null;
        const lines = isLast ? group.lines.slice(0, -1) : group.lines;
        return (
          <View key={group.key}>
            {group.heading ? (
              <T style={styles.groupHeading} minPresenceAhead={40}>
                {group.heading}
              </T>
            ) : null}
            {lines.map((line) => (
              <LineRow key={line.key} line={line} />
            ))}
          </View>
        );
      })}
      <View wrap={false}>
        {lastAlone && last.heading ? <T style={styles.groupHeading}>{last.heading}</T> : null}
        {lastLine ? <LineRow line={lastLine} /> : null}
        <TotalsRows totals={totals} />
      </View>
    </View>
  );
}

/** A heading and paragraphs (terms, payment instructions, a note); blank lines are kept. */
export function TextSection({
  heading,
  text,
}: {
  heading: string;
  text: string | null | undefined;
}) {
  if (!text || !text.trim()) return null;
  const parts = text.replace(/\r\n?/g, "\n").split("\n");
  return (
    <View style={styles.section}>
      <T style={styles.heading} minPresenceAhead={30}>
        {heading}
      </T>
      {parts.map((part, index) =>
        part.trim() ? (
          <T key={index} style={styles.paragraph}>
            {part}
          </T>
        ) : (
          <View key={index} style={{ height: 5 }} />
        ),
      )}
    </View>
  );
}

/** Plain rows under a heading (payments: date · method on the left, amount on the right). */
export function RowsSection({
  heading,
  rows,
}: {
  heading: string;
  rows: { key: string; left: string; right: string; note?: string | null }[];
}) {
  if (rows.length === 0) return null;
  return (
    <View style={styles.section}>
      <T style={styles.heading} minPresenceAhead={30}>
        {heading}
      </T>
      {rows.map((row) => (
        <View key={row.key} wrap={false} style={{ paddingVertical: 2 }}>
          <View style={{ flexDirection: "row", justifyContent: "space-between" }}>
            <T>{row.left}</T>
            <T>{row.right}</T>
          </View>
          {row.note ? <T style={styles.small}>{row.note}</T> : null}
        </View>
      ))}
    </View>
  );
}

export type PdfSignature = {
  name: string;
  /** "drawn": `imageSrc` is the PNG; "typed": the name, set as the signature, is it. */
  method: "drawn" | "typed";
  imageSrc?: string | null;
  /** Readable lines: signed at, address, consent. */
  facts: string[];
  contentHash?: string | null;
};

/** The signature: the drawn image or the typed name on a signature line, and its facts. */
export function SignatureBlock({ signature }: { signature: PdfSignature }) {
  return (
    <View style={styles.section} wrap={false}>
      <T style={styles.heading}>Approval</T>
      {signature.method === "drawn" && signature.imageSrc ? (
        // eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt attribute
        <Image src={signature.imageSrc} style={styles.signatureImage} />
      ) : (
        <T style={styles.typedSignature}>{signature.name}</T>
      )}
      <View style={styles.signatureRule} />
      <T style={{ fontSize: 11, fontWeight: "bold", marginTop: 4 }}>
        Signed by {signature.name}
        {signature.method === "typed" ? " (typed signature)" : ""}
      </T>
      {signature.facts.map((fact, index) => (
        <T key={index} style={{ marginTop: 2 }}>
          {fact}
        </T>
      ))}
      {signature.contentHash ? (
        <T style={{ marginTop: 4, fontSize: 8 }}>Content SHA-256: {signature.contentHash}</T>
      ) : null}
    </View>
  );
}

export type PdfAuditEntry = { key: string; time: string; event: string; address: string | null };

/** The audit page of a signed document: every recorded step, the hash and how to check it. */
export function AuditTrail({
  title,
  intro,
  entries,
  contentHash,
  verify,
}: {
  title: string;
  intro: string;
  entries: PdfAuditEntry[];
  contentHash: string;
  verify: string[];
}) {
  return (
    <View>
      <T style={styles.title}>{title}</T>
      <T style={{ marginTop: 4, marginBottom: 10 }}>{intro}</T>
      <View style={{ ...styles.auditRow, fontWeight: "bold" }} fixed>
        <T style={styles.auditTime}>Time</T>
        <T style={styles.auditEvent}>Event</T>
        <T style={styles.auditAddress}>Address</T>
      </View>
      {entries.map((entry) => (
        <View key={entry.key} style={styles.auditRow} wrap={false}>
          <T style={styles.auditTime}>{entry.time}</T>
          <T style={styles.auditEvent}>{entry.event}</T>
          <T style={styles.auditAddress}>{entry.address ?? "—"}</T>
        </View>
      ))}
      <View style={styles.section} wrap={false}>
        <T style={styles.heading}>Content hash</T>
        <T style={{ fontSize: 9 }}>SHA-256: {contentHash}</T>
        {verify.map((line, index) => (
          <T key={index} style={{ ...styles.paragraph, marginTop: 4 }}>
            {line}
          </T>
        ))}
      </View>
    </View>
  );
}

/** A data URL for a logo or signature, when the bytes are a PNG or JPEG the PDF can embed. */
export function imageDataUrl(bytes: Uint8Array | null | undefined): string | null {
  if (!bytes || bytes.length < 8) return null;
  let type: string | null = null;
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    type = "image/png";
  else if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) type = "image/jpeg";
  if (!type) return null;
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}
