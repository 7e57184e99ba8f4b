import type { Metadata } from "next";
import { DemoPage } from "@/components/demo/demo-header";
import { DemoServiceBuilder } from "@/components/demo/service-builder/demo-service-builder";

const description =
  "Build a demo price book in your browser: custom services, materials, labor rates and markups, with a live preview of your customer calculator. No sign-up needed.";

export const metadata: Metadata = {
  title: "Service Builder Demo",
  description,
  alternates: { canonical: "/demo/service-builder" },
  openGraph: { title: "Service Builder Demo", description, url: "/demo/service-builder" },
};

export default function DemoServiceBuilderPage() {
  return (
    <DemoPage current="/demo/service-builder">
      <DemoServiceBuilder />
    </DemoPage>
  );
}
